/**
 * The admin socket's protocol (`<data>/run/coffer.sock`, root only): one JSON request per line, one
 * JSON answer per line. Shared by the daemon's socket server and `scripts/coffer`.
 */
export type AdminRequest =
  | { cmd: 'user.add'; username: string; mainRole: 1 | 2 | 3; password: string }
  | { cmd: 'user.reset-password'; username: string; password: string }
  | { cmd: 'ping' };

export type AdminAnswer = { ok: true; data: unknown } | { ok: false; code: string | number; message: string };

export const ADMIN_SOCKET = 'run/coffer.sock';
