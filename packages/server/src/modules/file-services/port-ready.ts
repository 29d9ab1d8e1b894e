import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once something accepts TCP connections on `port` (loopback), rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000, host = '127.0.0.1'): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing answers on port ${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}
