import { zPushClientFrame, type PushServerFrame } from '@coffer/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { PushHub, PushPeer } from './push-hub.js';

/** A page that has not registered within this time is dropped. */
export const REGISTER_TIMEOUT_MS = 10_000;
/** Frames from the page are small JSON objects; anything larger is not ours. */
export const PUSH_MAX_FRAME_BYTES = 4096;
/** No frame (not even the 20 s ping) for this long: the page is gone. */
export const PUSH_IDLE_TIMEOUT_MS = 60_000;

/** Serves one WebSocket of the push channel: register, ping, then frames from the hub. */
export function servePushSocket(socket: WebSocket, hub: PushHub, log: FastifyBaseLogger, ip?: string): void {
  const peer: PushPeer = {
    ...(ip === undefined ? {} : { ip }),
    send: (frame: PushServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    },
    sendText: (text: string) => {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close: () => socket.close(1000),
  };
  let registered = false;
  let idle = setTimeout(() => socket.close(1008, 'register first'), REGISTER_TIMEOUT_MS);
  const keepAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.terminate(), PUSH_IDLE_TIMEOUT_MS);
  };

  socket.on('message', (raw, isBinary) => {
    const frame = isBinary ? undefined : parse(String(raw));
    if (!frame) {
      peer.send({ type: 'error', code: 'bad-frame', msg: 'expected a register or ping frame' });
      socket.close(1003);
      return;
    }
    if (frame.type === 'ping') {
      if (registered) peer.send({ type: 'pong' });
      keepAlive();
      return;
    }
    if (frame.type === 'subscribe' || frame.type === 'unsubscribe') {
      // Before registering there is nobody to send to; the page subscribes after `registered`.
      if (frame.type === 'subscribe') hub.subscribe(peer, frame.topic);
      else hub.unsubscribe(peer, frame.topic);
      return;
    }
    const result = hub.register(peer, frame.token, frame.device_id);
    if (!result.ok) {
      peer.send({ type: 'error', code: result.code, msg: 'not signed in' });
      socket.close(1008);
      return;
    }
    registered = true;
    keepAlive();
    peer.send({ type: 'registered' });
    log.debug({ event: 'push.registered', userid: result.auth.user.id, app: frame.app }, 'push registered');
  });
  socket.on('close', () => {
    clearTimeout(idle);
    hub.remove(peer);
  });
  socket.on('error', () => socket.terminate());
}

function parse(text: string) {
  try {
    const result = zPushClientFrame.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
