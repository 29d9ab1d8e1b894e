import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@coffer/contract';
import { describeDevice } from './device-identity';
import { buildQuery, withQuery } from './request-params';

const identity = { deviceId: 'abc123', device: 'PC Chrome 131' };

describe('query params', () => {
  it('adds rnd, webagent, plat, version, device_id and device to every call', () => {
    const query = buildQuery(identity, '42');
    expect(Object.fromEntries(query)).toEqual({
      rnd: '42',
      webagent: 'v2',
      plat: 'web',
      version: APP_VERSION,
      device_id: 'abc123',
      device: 'PC Chrome 131',
    });
  });

  it('puts a GET call’s own fields first and never lets them replace the common ones', () => {
    const query = buildQuery(identity, '42', { signme: '1', plat: 'evil', skip: undefined });
    expect(query.get('signme')).toBe('1');
    expect(query.getAll('plat')).toEqual(['web']);
    expect(query.has('skip')).toBe(false);
  });

  it('appends to a path with or without a query', () => {
    const query = new URLSearchParams({ a: '1' });
    expect(withQuery('/key/pub', query)).toBe('/key/pub?a=1');
    expect(withQuery('/x?b=2', query)).toBe('/x?b=2&a=1');
  });
});

describe('device description', () => {
  const cases: Array<[ua: string, expected: string]> = [
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mac Chrome 131',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'PC Edge 131',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'PC Firefox 128'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Mac Safari 17',
    ],
    ['curl/8.0', 'PC Browser'],
  ];
  it.each(cases)('describes %s as %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });
});
