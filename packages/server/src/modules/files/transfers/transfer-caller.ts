import type { AuthContext } from '../../auth/auth-context.js';
import type { FileCaller } from '../path-resolver.js';

export function callerOf(auth: AuthContext): FileCaller {
  return { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole };
}

/** Sizes in messages (C116024): binary units, one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
