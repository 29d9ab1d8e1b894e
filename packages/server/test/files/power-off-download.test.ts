import { connect, type Socket } from 'node:net';
import { CALLS, SESSION_COOKIE } from '@coffer/contract';
import { afterEach, expect, it } from 'vitest';
import { EXIT_SHUTDOWN } from '../../src/lifecycle.js';
import { KERNEL_SEND_FROM_BYTES } from '../../src/modules/files/transfers/kernel-send.js';
import { createDaemonProcess, type DaemonProcess } from '../support/daemon-process.js';
import { descendants, outlived, stillAlive } from '../support/process-marks.js';
import { tusClient } from '../support/tus-upload.js';

let daemon: DaemonProcess | undefined;
const clients: Socket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  const leftovers = await daemon?.cleanup();
  daemon = undefined;
  expect(leftovers).toMatchObject({ mounts: [], loops: [] });
}, 180_000);

/** A download whose client reads nothing after the first bytes: it would take forever. */
async function stalledDownload(base: string, token: string, path: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  const socket = connect({ host: hostname, port: Number(port) });
  clients.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  const query = `webagent=v2&request_purpose=5&path=${encodeURIComponent(path)}`;
  socket.write(
    `GET ${CALLS.fileDownload.path}?${query} HTTP/1.1\r\nhost: ${hostname}\r\n` +
      `cookie: ${SESSION_COOKIE}=${token}\r\n\r\n`,
  );
  await new Promise((resolve) => socket.once('data', resolve));
  socket.pause();
  return socket;
}

it('powers off at once while downloads stall, ending them, and detaches every bay', async () => {
  daemon = await createDaemonProcess({ prefix: 'coffer-power-off-', bays: 'default' });
  await daemon.start();
  const token = await daemon.token();
  const serials = (await daemon.disks(token))
    .filter((disk) => disk.dev_type === 'sata')
    .map((disk) => disk.sn);
  await daemon.createPool(token, 'basic', serials.slice(0, 1));
  const tus = tusClient(daemon.baseURL, token);
  // One large file the kernel sends, one small file the daemon copies.
  for (const [name, size] of [
    ['large.bin', KERNEL_SEND_FROM_BYTES * 2],
    ['small.bin', 8 * 2 ** 20],
  ] as const) {
    const created = await tus.create({ filename: name, dir: '/home' }, size);
    expect(created.status, created.body).toBe(201);
    const done = await tus.patch(tus.urlOf(created), 0, Buffer.alloc(size, 7));
    expect(done.status, done.body).toBe(204);
  }

  await stalledDownload(daemon.baseURL, token, '/home/large.bin');
  await stalledDownload(daemon.baseURL, token, '/home/small.bin');
  const pid = daemon.pid;
  await daemon.until(
    async () => descendants(pid).some((mark) => mark.command.includes('sendfile')),
    'the kernel send to start',
  );
  const children = descendants(pid);

  const started = Date.now();
  const status = await daemon.stop();
  // Without ending them, the power-off waited for the stalled downloads until its SIGKILL (30 s).
  expect(status).toEqual({ code: EXIT_SHUTDOWN, signal: null });
  expect(Date.now() - started).toBeLessThan(15_000);
  // The sends end before the bays detach; anything else the daemon ran ends on its own.
  const sends = children.filter((mark) => mark.command.includes('sendfile'));
  expect(sends.length).toBeGreaterThan(0);
  expect(stillAlive(sends)).toEqual([]);
  expect((await outlived(children, 10_000)).map((mark) => mark.command)).toEqual([]);
  expect(daemon.logTail(200)).not.toContain('daemon.stop-failed');
}, 300_000);
