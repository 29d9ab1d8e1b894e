import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (the library's enum is a const enum, which this build cannot import). */
const ARGON2ID = 2;

/**
 * argon2id at OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. Memory is what
 * makes a stolen hash costly to guess on GPUs; 19 MiB keeps a burst of sign-ins (four hashes at once,
 * the thread pool's size) under 80 MB on a small NAS, and one verification costs about 30 ms of a
 * core here (`npm run bench:signin-load` measures 50 sign-ins at once). Each hash carries its own
 * parameters, so raising them later leaves existing passwords valid.
 */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
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
