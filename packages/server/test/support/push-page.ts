import type { PushServerFrame } from '@coffer/contract';
import WebSocket from 'ws';
import type { TestDevice } from './test-device.js';

/** A page's push socket: every frame it receives, in order. */
export interface PushPage {
  frames: PushServerFrame[];
  next(type: string, timeoutMs?: number): Promise<PushServerFrame>;
  send(frame: unknown): void;
  closed: Promise<number>;
  close(): void;
}

/** Opens `/push/ws` as a page would and registers with `token`. */
export async function openPushPage(test: TestDevice, token: string, deviceId = 'page-1'): Promise<PushPage> {
  const socket = new WebSocket(`${test.baseUrl.replace('http', 'ws')}/push/ws`);
  const frames: PushServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as PushServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const page: PushPage = {
    frames,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () => socket.close(),
    async next(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = frames.find((frame) => frame.type === type);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} frame; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
  page.send({
    type: 'register',
    app: 'web',
    device_id: deviceId,
    platform: 'web',
    device: 'test',
    version: '1',
    token,
  });
  return page;
}
