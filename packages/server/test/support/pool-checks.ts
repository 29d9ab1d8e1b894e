import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PasswordEvent, type Envelope } from '@coffer/contract';
import { passPasswordCheck } from './pool-device.js';
import type { TestDevice } from './test-device.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `|a − b|` as a share of `b`. */
export const relativeGap = (a: number, b: number) => Math.abs(a - b) / b;

/** A file's bytes read with O_DIRECT: from the pool's disks, never from the page cache. */
export function readDirect(file: string, maxBytes = 256 * 2 ** 20): Buffer {
  return execFileSync('dd', [`if=${file}`, 'iflag=direct', 'bs=1M', 'status=none'], { maxBuffer: maxBytes });
}

/** name → sha256 of files in `dir` as the disks hold them now. */
export function readDigestsDirect(dir: string, names: Iterable<string>): Map<string, string> {
  return new Map([...names].map((name) => [name, sha256(readDirect(join(dir, name)))]));
}

/**
 * Writes a file of random bytes, syncs, then reads it back with O_DIRECT, so the bytes come from
 * the pool's disks and not from the page cache. Answers both digests.
 */
export function writeAndReadBack(dir: string, bytes: number): { written: string; read: string } {
  const file = join(dir, 'check.bin');
  const content = randomBytes(bytes);
  writeFileSync(file, content);
  execFileSync('sync', ['-f', file]);
  return { written: sha256(content), read: sha256(readDirect(file, bytes + 2 ** 20)) };
}

/** Deletes a pool as the page does: the StorageDelete password check, then the call. */
export async function deletePool(test: TestDevice, token: string, id: string): Promise<Envelope> {
  await passPasswordCheck(test, token, PasswordEvent.storageDelete);
  return test.post('/zspool/delete/set', { id }, { token, json: true });
}
