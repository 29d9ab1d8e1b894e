import {
  APP_VERSION,
  PUSH_KINDS,
  PUSH_PATH,
  type PushControlFrame,
  type PushEvent,
  type PushKind,
  type PushRegister,
} from '@coffer/contract';
import type { DeviceIdentity } from '../../api/device-identity';
import { isRecord } from '../../api/is-record';

/** GEN-08: the page is the `web` platform; the desktop client registers as `pc`. */
export const PUSH_APP = 'web';
export const PUSH_PLATFORM = 'web';

/** The push socket of the daemon that served the page: same host and port, ws or wss like the page. */
export function pushUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${PUSH_PATH}`;
}

export function registerFrame(token: string, identity: DeviceIdentity): PushRegister {
  return {
    type: 'register',
    app: PUSH_APP,
    device_id: identity.deviceId,
    platform: PUSH_PLATFORM,
    device: identity.device,
    version: APP_VERSION,
    token,
  };
}

export type IncomingFrame = PushControlFrame | PushEvent;

const KINDS: ReadonlySet<string> = new Set(PUSH_KINDS);

/** A frame from the daemon, or null for anything this page does not understand. */
export function parseFrame(text: unknown): IncomingFrame | null {
  if (typeof text !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(frame) || typeof frame.type !== 'string') return null;
  if (frame.type === 'registered' || frame.type === 'pong') return { type: frame.type };
  if (frame.type === 'error') {
    return { type: 'error', code: String(frame.code ?? ''), msg: String(frame.msg ?? '') };
  }
  if (!KINDS.has(frame.type) || typeof frame.msguuid !== 'string') return null;
  return {
    type: frame.type as PushKind,
    msguuid: frame.msguuid,
    time: typeof frame.time === 'number' ? frame.time : Date.now(),
    data: frame.data ?? {},
  };
}
