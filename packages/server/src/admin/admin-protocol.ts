/**
 * The admin socket's protocol (`<data>/run/coffer.sock`, root only): one JSON request per line, one
 * JSON answer per line. Shared by the daemon's socket server and `scripts/coffer`.
 */
export type AdminRequest =
  | { cmd: 'user.add'; username: string; mainRole: 1 | 2 | 3; password: string }
  | { cmd: 'user.reset-password'; username: string; password: string }
  | { cmd: 'user.set-disabled'; username: string; disabled: boolean }
  | { cmd: 'ping' }
  | BayRequest;

/** Virtual bays (docs/virtual-bays.md). */
export type BayRequest =
  | { cmd: 'bay.list' }
  | { cmd: 'bay.insert'; slot: string; size?: string; model?: string; serial?: string }
  | { cmd: 'bay.pull'; slot: string }
  | { cmd: 'bay.fail'; slot: string; mode: string };

export type AdminAnswer = { ok: true; data: unknown } | { ok: false; code: string | number; message: string };

export const ADMIN_SOCKET = 'run/coffer.sock';

export function isBayRequest(request: AdminRequest): request is BayRequest {
  return request.cmd.startsWith('bay.');
}
