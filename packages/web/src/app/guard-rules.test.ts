import { describe, expect, it } from 'vitest';
import { isInactiveSession, isPublicPath, loginRedirectFor, sanitiseFrom } from './guard-rules';

describe('public routes', () => {
  const publicPaths = [
    '/401',
    '/404',
    '/login',
    '/login/jump',
    '/login/entry',
    '/share/abc',
    '/share/x/y',
    '/tray',
    '/mobile/editor',
    '/nbw_lyric',
    '/find',
    '/login/',
  ];
  const privatePaths = [
    '/',
    '/setting',
    '/setting/about',
    '/share',
    '/mobile/layout',
    '/findx',
    '/loginx',
    '/storageManage/',
  ];

  it.each(publicPaths)('lets %s open without a session', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(privatePaths)('requires a session for %s', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('activity stamp expiry', () => {
  it('keeps a keep-login session whatever the stamp', () => {
    expect(isInactiveSession({ keepLogin: true, stamp: null, now: 1e9 })).toBe(false);
  });

  it('keeps a session whose stamp is 10 s old', () => {
    expect(isInactiveSession({ keepLogin: false, stamp: 0, now: 10_000 })).toBe(false);
  });

  it('ends a session whose stamp is older than 10 s', () => {
    expect(isInactiveSession({ keepLogin: false, stamp: 0, now: 10_001 })).toBe(true);
  });

  it('ends a session without any stamp', () => {
    expect(isInactiveSession({ keepLogin: false, stamp: null, now: 5 })).toBe(true);
  });
});

describe('login redirect', () => {
  it('carries the original path and query in from', () => {
    expect(loginRedirectFor('/setting', '?nav=update')).toBe('/login?from=%2Fsetting%3Fnav%3Dupdate');
  });

  it('does not carry from when already on login', () => {
    expect(loginRedirectFor('/login', '?from=%2Fx')).toBe('/login');
  });
});

describe('from sanitising', () => {
  const cases: Array<[from: string | null, expected: string]> = [
    [null, '/'],
    ['', '/'],
    ['/setting', '/setting'],
    ['/publicManage/myFiles?path=%2Fa%20b', '/publicManage/myFiles?path=%2Fa%20b'],
    ['/setting#x', '/setting#x'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['setting', '/'],
    ['/\tevil', '/'],
    ['/login', '/'],
    ['/login/entry', '/'],
  ];
  it.each(cases)('turns %j into %j', (from, expected) => {
    expect(sanitiseFrom(from)).toBe(expected);
  });
});
