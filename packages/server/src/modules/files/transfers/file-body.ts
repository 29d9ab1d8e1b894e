import { open } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { KERNEL_SEND_FROM_BYTES, sendThroughKernel } from './kernel-send.js';

/** Size of each read of a download. */
export const FILE_BODY_PIECE_BYTES = 1024 * 1024;

/**
 * Writes `length` bytes of a file from `offset` to a response whose head is set, and ends it.
 * Answers false when the client left before the end. A long body goes through the kernel's
 * sendfile where it can (kernel-send.ts). Otherwise the daemon reads into two buffers in turn: one
 * is read while the socket takes the other. A read stream allocates a fresh buffer per piece,
 * which costs about a third more CPU per GiB (bench/files-transfer.ts) and keeps the collector busy.
 */
export async function writeFileBody(
  response: ServerResponse,
  path: string,
  offset: number,
  length: number,
  { pieceBytes = FILE_BODY_PIECE_BYTES, kernelFrom = KERNEL_SEND_FROM_BYTES } = {},
): Promise<boolean> {
  if (length >= kernelFrom) {
    const outcome = await sendThroughKernel(response, path, offset, length);
    if (outcome !== 'unavailable') return outcome === 'sent';
  }
  const file = await open(path, 'r');
  const buffers = [Buffer.allocUnsafeSlow(pieceBytes), Buffer.allocUnsafeSlow(pieceBytes)];
  let gone = false;
  // A write the socket will never finish (the client left) must not hold the loop.
  const left = new Promise<void>((resolve) => response.once('close', resolve)).then(() => {
    gone = true;
  });
  if (response.destroyed) gone = true;
  let written: Promise<unknown> = Promise.resolve();
  try {
    let position = offset;
    const end = offset + length;
    for (let turn = 0; position < end && !gone; turn ^= 1) {
      const buffer = buffers[turn]!;
      const { bytesRead } = await file.read(buffer, 0, Math.min(pieceBytes, end - position), position);
      // A file cut short meanwhile: the client sees a short body, as with a read stream.
      if (bytesRead === 0) break;
      position += bytesRead;
      // The other buffer is written out before this one is handed over and read into again.
      await Promise.race([written, left]);
      if (gone) break;
      written = new Promise<void>((resolve, reject) => {
        response.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve()));
      });
      // Settled after the client left, nobody awaits it any more.
      written.catch(() => undefined);
    }
    await Promise.race([written, left]);
  } catch {
    gone = true;
  } finally {
    await file.close();
  }
  if (gone) response.destroy();
  else response.end();
  return !gone;
}
