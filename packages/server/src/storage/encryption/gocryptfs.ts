import { mkdir } from 'node:fs/promises';
import { ExecError, exec } from '../../platform/exec.js';

/** gocryptfs exits 12 when the password does not open the master key. */
const WRONG_PASSWORD_EXIT = 12;

export class WrongPasswordError extends Error {
  constructor() {
    super('wrong encryption password');
    this.name = 'WrongPasswordError';
  }
}

/**
 * Makes a gocryptfs cipher directory. The password goes on standard input (gocryptfs reads it there when that is no terminal),
 * never on a command line another process could read.
 */
export async function initCipherDir(cipherDir: string, password: string): Promise<void> {
  await mkdir(cipherDir, { recursive: true, mode: 0o700 });
  await exec('gocryptfs', ['-init', '-q', cipherDir], { input: password });
}

/** Mounts the plain view of `cipherDir` at `plainDir`; a wrong password is a WrongPasswordError. */
export async function mountPlainView(cipherDir: string, plainDir: string, password: string): Promise<void> {
  await mkdir(plainDir, { recursive: true, mode: 0o700 });
  try {
    await exec('gocryptfs', ['-q', cipherDir, plainDir], { input: password });
  } catch (error) {
    if (error instanceof ExecError && error.result.exitCode === WRONG_PASSWORD_EXIT) {
      throw new WrongPasswordError();
    }
    throw error;
  }
}

/** Unmounts a plain view (FUSE): `fusermount3 -u`, by its path. */
export async function unmountPlainView(plainDir: string): Promise<void> {
  await exec('fusermount3', ['-u', plainDir]);
}
