import { closeSync, ftruncateSync, openSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { exec } from '../../platform/exec.js';
import { BayError } from './bay-error.js';
import { formatDiskSize } from './disk-size.js';

const COPY_TIMEOUT_MS = 30 * 60_000;

/** A new disk: a file of `sizeBytes` that holds no blocks until something writes to it. */
export function createSparseImage(path: string, sizeBytes: number): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    ftruncateSync(fd, sizeBytes);
  } catch (error) {
    closeSync(fd);
    rmSync(path, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EFBIG') {
      throw new BayError('C103014', { size: formatDiskSize(sizeBytes) });
    }
    throw error;
  }
  closeSync(fd);
}

/** Bytes the image really occupies on the host (its allocated blocks, not its apparent size). */
export function allocatedBytes(path: string): number {
  return statSync(path).blocks * 512;
}

/**
 * Copies an image keeping its holes, so a 4 TiB disk with 10 MiB written copies 10 MiB. The copy is
 * renamed into place only when complete: a half copy never passes for a pulled disk.
 */
export async function keepSparseCopy(source: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    await exec('cp', ['--sparse=always', source, partial], { timeoutMs: COPY_TIMEOUT_MS });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Drops every block of the image: the loop device above it has nothing left to read or write. */
export function emptyImage(path: string): void {
  truncateSync(path, 0);
}
