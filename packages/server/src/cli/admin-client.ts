import { createConnection } from 'node:net';
import type { AdminAnswer, AdminRequest } from '../admin/admin-protocol.js';

/** Sends one command to a running daemon; undefined when no daemon listens on the socket. */
export function sendToDaemon(socketPath: string, request: AdminRequest): Promise<AdminAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let buffer = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline < 0) return;
      socket.end();
      resolve(JSON.parse(buffer.slice(0, newline)) as AdminAnswer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}
