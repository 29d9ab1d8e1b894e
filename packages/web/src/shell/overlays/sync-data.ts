import { SYNC_ACTIONS, type StorageSync, type StorageSyncEntry, type SyncAction } from '@coffer/contract';

const NO_SYNC: StorageSync = { status: 'ok', usr: [] };

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function wholeNumber(value: unknown, max = Number.MAX_SAFE_INTEGER): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.min(max, Math.round(value)))
    : 0;
}

function entryOf(value: unknown): StorageSyncEntry | null {
  const entry = record(value);
  const action = entry?.action;
  if (!entry || typeof action !== 'string' || !(SYNC_ACTIONS as readonly string[]).includes(action))
    return null;
  const kind =
    entry.kind === 'resync' || entry.kind === 'recover'
      ? entry.kind
      : action === 'resync'
        ? 'resync'
        : 'recover';
  return {
    ...(typeof entry.id === 'string' ? { id: entry.id } : {}),
    name: typeof entry.name === 'string' ? entry.name : '',
    action: action as SyncAction,
    kind,
    progress: wholeNumber(entry.progress, 100),
    remain: wholeNumber(entry.remain),
    ...(typeof entry.code === 'string' || typeof entry.code === 'number' ? { code: entry.code } : {}),
  };
}

/**
 * Reads a storage message's `sync` (spec 2 §3, §4.3) without trusting its shape: an entry whose
 * action this page does not know is left out, never an error; no `sync` reads as nothing rebuilding.
 */
export function readSync(data: Record<string, unknown>): StorageSync {
  const sync = record(data.sync);
  if (!sync) return NO_SYNC;
  const usr = Array.isArray(sync.usr) ? sync.usr.flatMap((entry) => entryOf(entry) ?? []) : [];
  return { status: sync.status === 'busy' ? 'busy' : 'ok', usr };
}

/** Names what the card shows, so a closed card comes back when a pool starts, ends or fails a rebuild. */
export function syncKeyOf(sync: StorageSync): string {
  return sync.usr.map((entry) => `${entry.id ?? entry.name}:${entry.action}`).join(',');
}
