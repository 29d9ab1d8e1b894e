import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './index.js';

describe('the call list', () => {
  it('defines each method and path once (agent calls: each service once)', () => {
    const keys = ALL_CALLS.map((call) => `${call.method} ${call.path} ${call.service ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names the roles of every private call and a timeout for every call', () => {
    for (const call of ALL_CALLS) {
      if (!call.access.public) expect(call.access.roles.length, call.path).toBeGreaterThan(0);
      expect(call.timeoutMs, call.path).toBeGreaterThan(0);
    }
  });

  it('makes only the calls ARCHITECTURE lists public', () => {
    const publicPaths = ALL_CALLS.filter((call) => call.access.public).map((call) => call.path);
    expect(publicPaths.sort()).toEqual(
      [
        '/key/pub',
        '/v1/user/isRegistered',
        '/v1/user/setSuperAdminPasswd',
        '/auth/login',
        '/v1/user/login',
        '/v1/user/pwdPolicyInfo',
        '/system/versions',
        '/healthcheck',
        // The public share page and its calls (ARCHITECTURE "Wire protocol").
        '/v2/share/info',
        '/v2/share/check',
        '/v2/share/list',
        '/v2/share/download',
        '/v2/share/thumb',
      ].sort(),
    );
  });
});
