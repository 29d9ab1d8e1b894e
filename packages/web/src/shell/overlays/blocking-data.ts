/** One disk a blocking message names (N300005's mount problem, N300036's capacity, N300061's damage). */
export interface BlockingDisk {
  position: number;
  sn: string;
  /** Bytes; null when not given. */
  size: number | null;
  devType: string;
  /** `mount_failed`, `disk_size_limit`, `disk_lost`, … as the daemon words it. */
  error: string;
  /** The command's own words for the failure (English), when there is one. */
  cause: string;
  /** What to do, as a key the page words (`check_disks`, `replace_disk`). */
  suggestion: string;
}

export interface BlockingData {
  pools: { id: string; name: string }[];
  disks: BlockingDisk[];
  /** Why the start failed (N300029 of a booting error); administrators only. */
  reason: string;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function diskOf(value: unknown): BlockingDisk | null {
  const entry = record(value);
  const sn = text(entry?.sn ?? entry?.serial_number);
  if (!entry || !sn) return null;
  return {
    position: typeof entry.position === 'number' ? entry.position : 0,
    sn,
    size: typeof entry.size === 'number' ? entry.size : null,
    devType: text(entry.devType ?? entry.dev_type),
    error: text(entry.error),
    cause: text(entry.cause),
    suggestion: text(entry.suggestion),
  };
}

/**
 * Reads a blocking message's `data` without trusting its shape (spec 2 §3 `errorDisks`, `pools`):
 * an entry without a serial or an id is left out, never an error.
 */
export function readBlockingData(data: Record<string, unknown>): BlockingData {
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const pools = list(data.pools).flatMap((value) => {
    const entry = record(value);
    const id = text(entry?.id);
    return id ? [{ id, name: text(entry?.name) || id }] : [];
  });
  const disks = [...list(data.disks), ...list(data.errorDisks)].flatMap((value) => diskOf(value) ?? []);
  return { pools, disks, reason: text(data.reason) };
}
