import { randomInt } from 'node:crypto';
import { REMOTE_HELP } from '@coffer/contract';

/** Letters and digits a person reads out on the phone without mistaking one for another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new authorisation code for the provider's engineers, from the system's random source. */
export function newAuthorisationCode(length: number = REMOTE_HELP.codeLength): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
