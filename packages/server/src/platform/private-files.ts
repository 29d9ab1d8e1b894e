import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data directory holds password and token hashes, addresses and every user's data: only its
 * owner may read it. These helpers also tighten what an older start left wider.
 */

/** Creates a directory (and its parents) readable by its owner alone, or narrows an existing one. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates an empty file readable by its owner alone, or narrows an existing one. */
export function makePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/** Narrows the files that exist among `files`; the others are left for their creator. */
export function narrowExistingFiles(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600);
}
