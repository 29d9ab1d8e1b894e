import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Agent, createServer, get, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, get as getTls } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureCertificate } from '../../webdav/tls-certificate.js';
import { sendThroughKernel } from './kernel-send.js';

type Outcome = Awaited<ReturnType<typeof sendThroughKernel>>;

/** Processes whose command line names `path`: a send child still running. */
async function childrenOn(path: string): Promise<number> {
  let count = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.split('\0').includes(path)) count += 1;
  }
  return count;
}

function fetchBody(url: string, agent?: Agent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve(Buffer.concat(parts)));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('sendThroughKernel', () => {
  let dir: string;
  let file: string;
  let server: Server;
  const outcomes: Promise<Outcome>[] = [];
  // More than the sockets between client and server hold, so leaving part-way is part-way.
  const content = randomBytes(24 * 1024 * 1024 + 77);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coffer-kernel-send-'));
    file = join(dir, 'f.bin');
    await writeFile(file, content);
    outcomes.length = 0;
  });
  afterEach(async () => {
    server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  function listen(target: Server): Promise<number> {
    server = target;
    return new Promise((resolve) =>
      target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)),
    );
  }

  function answer(offset: number, length: number) {
    return (_request: unknown, response: ServerResponse) => {
      response.writeHead(200, { 'content-length': String(length) });
      outcomes.push(sendThroughKernel(response, file, offset, length));
    };
  }

  it('sends exactly the bytes from offset for length, and the connection serves the next requests', async () => {
    const port = await listen(createServer(answer(1000, content.length - 2000)));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `http://127.0.0.1:${port}/`;
    // The client asks again the moment it has the last byte, often before the daemon has seen
    // its child end: that request waits for the connection, then goes through the kernel too.
    const bodies: Buffer[] = [];
    for (let round = 0; round < 4; round += 1) bodies.push(await fetchBody(url, agent));
    agent.destroy();
    const expected = content.subarray(1000, content.length - 1000);
    for (const body of bodies) expect(body.equals(expected)).toBe(true);
    expect(await Promise.all(outcomes)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('ends the child and the response when the client leaves part-way', async () => {
    const port = await listen(createServer(answer(0, content.length)));
    await new Promise<void>((resolve) => {
      const request = get(`http://127.0.0.1:${port}/`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => undefined);
    });
    expect(await outcomes[0]).toBe('gone');
    expect(await childrenOn(file)).toBe(0);
  });

  it('cuts the response short when the file is shorter than asked', async () => {
    const port = await listen(createServer(answer(0, content.length + 4096)));
    const body = fetchBody(`http://127.0.0.1:${port}/`);
    await expect(body).rejects.toThrow(/aborted/);
    expect(await outcomes[0]).toBe('gone');
  });

  it('leaves a file the kernel cannot send from to the caller, having sent nothing of it', async () => {
    // A folder opens for reading, and sendfile refuses it (EINVAL), as it would a file system without it.
    const port = await listen(
      createServer((_request, response) => {
        response.writeHead(200, { 'content-length': '5' });
        void sendThroughKernel(response, dir, 0, content.length).then((outcome) => {
          outcomes.push(Promise.resolve(outcome));
          response.end('plain');
        });
      }),
    );
    expect((await fetchBody(`http://127.0.0.1:${port}/`)).toString()).toBe('plain');
    expect(await outcomes[0]).toBe('unavailable');
  });

  it('leaves a TLS connection to the caller, having sent nothing of the body', async () => {
    const certificate = await ensureCertificate(dir, 'localhost');
    const port = await listen(
      createTlsServer(certificate, (_request, response) => {
        response.writeHead(200, { 'content-length': '5' });
        void sendThroughKernel(response, file, 0, content.length).then((outcome) => {
          outcomes.push(Promise.resolve(outcome));
          response.end('plain');
        });
      }),
    );
    const body = await new Promise<string>((resolve, reject) => {
      getTls(`https://127.0.0.1:${port}/`, { rejectUnauthorized: false }, (response) => {
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => resolve(text));
      }).on('error', reject);
    });
    expect(body).toBe('plain');
    expect(await outcomes[0]).toBe('unavailable');
  });
});
