import { hash, verify } from '@node-rs/argon2';

/** argon2id, the library's default algorithm (a test checks the hash says so). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash, so that signing in as an unknown user costs the same time as a
 * wrong password and the two cannot be told apart.
 */
export async function spendVerifyTime(password: string): Promise<false> {
  dummyHash ??= hashPassword('coffer-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
