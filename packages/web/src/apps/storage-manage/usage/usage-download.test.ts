import { describe, expect, it } from 'vitest';
import { usageDownloadUrl } from './usage-download';

describe('usageDownloadUrl', () => {
  it('names the report and the device in the query, never a token', () => {
    const url = usageDownloadUrl(7, { deviceId: 'dev-1', device: 'Chrome' }, '123');
    const [path, query] = url.split('?');
    expect(path).toBe('/v2/tob/poolusage/download');
    const params = new URLSearchParams(query);
    expect(params.get('id')).toBe('7');
    expect(params.get('rnd')).toBe('123');
    expect(params.get('device_id')).toBe('dev-1');
    expect(params.get('plat')).toBe('web');
    expect(params.has('token')).toBe(false);
  });
});
