import { describe, expect, it } from 'vitest';
import { NO_FILTER, isFiltered, toLogFilter, withRange } from './log-filters';
import { logExportUrl } from './log-export-url';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

describe('the log center filters', () => {
  it('sends only the fields that are set, trimmed', () => {
    expect(toLogFilter(NO_FILTER)).toEqual({});
    expect(isFiltered(NO_FILTER)).toBe(false);
    const state = {
      ...NO_FILTER,
      category: 'signin' as const,
      result: 'fail' as const,
      username: ' lin ',
      q: '  ',
    };
    expect(toLogFilter(state)).toEqual({ category: 'signin', result: 'fail', username: 'lin' });
    expect(isFiltered(state)).toBe(true);
  });

  it('fixes the start of a time range when it is picked, and drops it for all time', () => {
    const week = withRange(NO_FILTER, 'week', NOW);
    expect(toLogFilter(week)).toEqual({ from: NOW - 7 * DAY });
    expect(withRange(week, 'all', NOW)).toEqual(NO_FILTER);
  });

  it('puts the filters, never a token, into the export address', () => {
    const url = logExportUrl(
      { category: 'account', q: 'a b' },
      { deviceId: 'dev', device: 'Chromium' },
      'nonce',
    );
    const [path, query] = url.split('?');
    expect(path).toBe('/v2/tob/log/export');
    const params = new URLSearchParams(query);
    expect(params.get('category')).toBe('account');
    expect(params.get('q')).toBe('a b');
    expect(params.get('rnd')).toBe('nonce');
    expect(params.has('token')).toBe(false);
  });
});
