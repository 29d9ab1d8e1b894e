import type { DeviceKey } from '../../device/device-key.js';
import { decryptCredential } from '../auth/credentials.js';
import type { RequestAct } from './audit-act.js';

/**
 * The name a sign-in was attempted with, for the log row of a refusal (the page sends it
 * encrypted); '' when it cannot be read. Never the password.
 */
export function attemptedUsername(
  deviceKey: DeviceKey,
  credentials: { username: string; key_id: string },
): string {
  try {
    return decryptCredential(deviceKey, credentials.key_id, credentials.username).trim().slice(0, 128);
  } catch {
    return '';
  }
}

/**
 * A sign-in's row: `signin.ok` by the user who signed in, or `signin.fail` by nobody with the name
 * tried as its target (its result is the refusal code, written by `audited`).
 */
export function signInAct(
  signedIn: { userid: number; username: string } | undefined,
  attempted: () => string,
): RequestAct {
  if (signedIn) {
    return {
      category: 'signin',
      action: 'signin.ok',
      actor: { id: signedIn.userid, username: signedIn.username },
      target: signedIn.username,
    };
  }
  return { category: 'signin', action: 'signin.fail', actor: null, target: attempted() };
}
