import type { DiskInfo } from '@coffer/contract';
import type { ConfirmPool } from './confirm-data';

export type SlotState = 'unchanged' | 'missing';

export interface SlotRow {
  serial: string;
  devType: DiskInfo['dev_type'] | null;
  /** The bay position, or null when the device does not know where the disk was. */
  pos: number | null;
  size: string;
  /** The disk was in the old layout; `now` says whether it still is. */
  now: 'present' | 'missing';
  state: SlotState;
}

const TYPE_ORDER: Record<string, number> = { sata: 0, nvme: 1, esata: 2 };

/**
 * Step 0 of the confirm overlay: the pool's old layout against the new one, one row per slot
 * (spec 2 §2.2). In mode F every old member is either still there (unchanged) or missing.
 */
export function slotRowsOf(pool: ConfirmPool, disks: readonly DiskInfo[]): SlotRow[] {
  const missing = new Set(pool.missing);
  const members = disks.filter((disk) => disk.pid === pool.id || missing.has(disk.sn));
  const rows: SlotRow[] = members.map((disk) => {
    const gone = missing.has(disk.sn) || disk.status === 'missing';
    return {
      serial: disk.sn,
      devType: disk.dev_type,
      pos: disk.pos > 0 ? disk.pos : null,
      size: disk.size,
      now: gone ? 'missing' : 'present',
      state: gone ? 'missing' : 'unchanged',
    };
  });
  // A missing serial the disk list does not know still gets its row.
  const listed = new Set(rows.map((row) => row.serial));
  for (const serial of pool.missing) {
    if (!listed.has(serial))
      rows.push({ serial, devType: null, pos: null, size: '', now: 'missing', state: 'missing' });
  }
  return rows.sort(
    (a, b) =>
      (TYPE_ORDER[a.devType ?? ''] ?? 9) - (TYPE_ORDER[b.devType ?? ''] ?? 9) ||
      (a.pos ?? 99) - (b.pos ?? 99) ||
      a.serial.localeCompare(b.serial),
  );
}

/** A slot's name as the bays are labelled: SATA 1, M.2 2, eSATA 3. */
export function slotLabelOf(row: Pick<SlotRow, 'devType' | 'pos'>): string | null {
  if (row.pos === null || row.devType === null) return null;
  const prefix =
    { sata: 'SATA', nvme: 'M.2', esata: 'eSATA' }[row.devType as string] ?? row.devType.toUpperCase();
  return `${prefix} ${row.pos}`;
}
