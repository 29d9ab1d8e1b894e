import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { Logger } from 'pino';
import { runAdminCommand, type AdminServices } from './admin-commands.js';
import type { AdminRequest } from './admin-protocol.js';

/**
 * Listens on the root-only admin socket; each line is one command (see admin-protocol.ts). A command
 * waits for `ready` first (the storage engine's start): bay and pool commands must not race it.
 */
export async function startAdminSocket(
  path: string,
  services: AdminServices,
  log: Logger,
  ready: Promise<unknown> = Promise.resolve(),
): Promise<Server> {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.on('line', (line) => {
      void answer(line).then((text) => socket.write(`${text}\n`));
    });
    socket.on('error', () => socket.destroy());
  });
  async function answer(line: string): Promise<string> {
    try {
      const request = JSON.parse(line) as AdminRequest;
      await ready;
      log.info({ event: 'admin.command', cmd: request.cmd }, 'admin socket command');
      return JSON.stringify(await runAdminCommand(services, request));
    } catch (error) {
      log.error({ err: error }, 'admin socket command failed');
      return JSON.stringify({ ok: false, code: 'bad-request', message: 'the command could not be run' });
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return server;
}
