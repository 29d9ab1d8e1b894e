import type { CallDef } from './define.js';

/**
 * Where the calls made before anyone has signed in go, apart from their zod schemas: the sign-in
 * page makes these calls before it has loaded zod (docs/decisions.md "Web app loading"). Their
 * definitions in auth.ts and system.ts are built from these, so the two cannot drift apart.
 */
export const PRE_SESSION_WIRE = {
  keyPub: { method: 'GET', path: '/key/pub' },
  isRegistered: { method: 'POST', path: '/v1/user/isRegistered' },
  setSuperAdminPasswd: { method: 'POST', path: '/v1/user/setSuperAdminPasswd' },
  pwdPolicyInfo: { method: 'POST', path: '/v1/user/pwdPolicyInfo' },
  login: { method: 'POST', path: '/auth/login' },
  versions: { method: 'POST', path: '/system/versions' },
} as const satisfies Record<string, Pick<CallDef, 'method' | 'path'>>;
