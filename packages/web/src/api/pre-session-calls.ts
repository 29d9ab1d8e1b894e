import type { z } from 'zod';
import type * as authCalls from '@coffer/contract/calls/auth';
import { defineCall, PUBLIC, type CallDef } from '@coffer/contract/calls/define';
import { PRE_SESSION_WIRE } from '@coffer/contract/calls/pre-session';
import type * as systemCalls from '@coffer/contract/calls/system';

/**
 * Takes an answer as it comes. The sign-in page cannot check its answers against the contract
 * without loading zod first (30 kB gzip, docs/decisions.md "Web app loading"); the daemon's own
 * tests check that these answers match the contract (server contract-answers test).
 */
const asAnswered = { safeParse: (data: unknown) => ({ success: true, data }) } as unknown as z.ZodType;

/** The definition `C` as the client uses it, without its schemas. */
function preSessionCall<C extends CallDef>(wire: Pick<C, 'method' | 'path'>): C {
  return defineCall({ ...wire, payload: asAnswered, response: asAnswered, access: PUBLIC }) as C;
}

/** The calls a page makes before anyone has signed in, typed as the contract defines them. */
export const preSessionCalls = {
  keyPub: preSessionCall<typeof authCalls.keyPub>(PRE_SESSION_WIRE.keyPub),
  isRegistered: preSessionCall<typeof authCalls.isRegistered>(PRE_SESSION_WIRE.isRegistered),
  setSuperAdminPasswd: preSessionCall<typeof authCalls.setSuperAdminPasswd>(
    PRE_SESSION_WIRE.setSuperAdminPasswd,
  ),
  pwdPolicyInfo: preSessionCall<typeof authCalls.pwdPolicyInfo>(PRE_SESSION_WIRE.pwdPolicyInfo),
  login: preSessionCall<typeof authCalls.login>(PRE_SESSION_WIRE.login),
  versions: preSessionCall<typeof systemCalls.versions>(PRE_SESSION_WIRE.versions),
};
