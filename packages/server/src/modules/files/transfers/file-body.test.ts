import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileBody } from './file-body.js';

const PIECE = 64 * 1024;

/** Open descriptors of this process that point at `path`. */
async function descriptorsOn(path: string): Promise<number> {
  const { readlink } = await import('node:fs/promises');
  let count = 0;
  for (const fd of await readdir('/proc/self/fd')) {
    if ((await readlink(`/proc/self/fd/${fd}`).catch(() => '')) === path) count += 1;
  }
  return count;
}

describe('writeFileBody', () => {
  let dir: string;
  let server: Server;
  let finished: Promise<boolean>;
  // More than the sockets between client and server can hold, so leaving part-way is part-way.
  const content = randomBytes(512 * PIECE + 123);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coffer-file-body-'));
    await writeFile(join(dir, 'f.bin'), content);
  });
  afterEach(async () => {
    server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  function serve(offset: number, length: number): Promise<string> {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': String(length) });
      finished = writeFileBody(response, join(dir, 'f.bin'), offset, length, {
        pieceBytes: PIECE,
        kernelFrom: Infinity,
      });
    });
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
      ),
    );
  }

  function fetchBody(url: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      get(url, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve(Buffer.concat(parts)));
      }).on('error', reject);
    });
  }

  it('sends exactly the bytes from offset for length, across pieces', async () => {
    const url = await serve(PIECE - 7, 5 * PIECE + 11);
    const body = await fetchBody(url);
    expect(body.equals(content.subarray(PIECE - 7, PIECE - 7 + 5 * PIECE + 11))).toBe(true);
    expect(await finished).toBe(true);
    expect(await descriptorsOn(join(dir, 'f.bin'))).toBe(0);
  });

  it('stops reading and closes the file when the client leaves part-way', async () => {
    const url = await serve(0, content.length);
    await new Promise<void>((resolve) => {
      const request = get(url, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => undefined);
    });
    expect(await finished).toBe(false);
    expect(await descriptorsOn(join(dir, 'f.bin'))).toBe(0);
  });
});
