import type { PollResponse } from '@coffer/contract';

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stable(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A stable text of the parts of a poll answer the overlays use; equal texts mean nothing to redraw.
 * The upgrade record changes while an archive arrives (its bytes) and at each status, not otherwise.
 * Uptime and the other ticking fields are left out on purpose.
 */
export function overlayDigest(answer: PollResponse): string {
  return stable({
    polling: answer.storage_polling,
    disks: answer.dev.map((disk) => [
      disk.sn,
      disk.pos,
      disk.status,
      disk.role,
      disk.pid,
      disk.size,
      disk.dev_type,
    ]),
    pools: answer.pools,
    alerts: answer.popup_msgs,
    db: answer.db_state,
    upgrade: answer.upgrade,
  });
}
