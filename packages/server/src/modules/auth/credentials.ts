import { Code, USERNAME } from '@coffer/contract';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';

/** Decrypts one credential field sent under `keyId`; a stale key or a bad ciphertext is the caller's error. */
export function decryptCredential(deviceKey: DeviceKey, keyId: string, cipher: string): string {
  if (keyId !== deviceKey.keyId) throw new AppError(Code.staleKey);
  try {
    return deviceKey.decrypt(cipher);
  } catch {
    throw new AppError(Code.undecryptable);
  }
}

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME.minLength &&
    username.length <= USERNAME.maxLength &&
    USERNAME_PATTERN.test(username)
  );
}
