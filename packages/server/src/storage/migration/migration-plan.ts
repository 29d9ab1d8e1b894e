import type { CatalogueCode, MessageParams } from '@coffer/contract';

/** One member of a pool and the disk it moves onto, as the migration's plan stores it. */
export interface MigrationPair {
  /** Serial of the member moved away. */
  from: string;
  /** Serial of the disk that takes its place. */
  to: string;
  /** Bay position (within its kind of bay) and kind of the member when the plan was made. */
  fromPos: number;
  fromDevType: string;
  /** Bytes of the member's disk. */
  fromSize: number;
  /** Bytes btrfs may use on the member (`filesystem show` size): what `replace status` counts in. */
  deviceBytes: number;
  /** Bytes of chunks btrfs had allocated on the member when the plan was made. */
  allocated: number;
  /** Bytes of data and metadata the member held then: what its replace copies. */
  bytes: number;
  /** Its replace finished and the new disk is recorded as the member. */
  done: boolean;
}

/**
 * A data migration (SQLite `pool_migrations`): the job that runs it, the pool, the ordered pairs and
 * whether the administrator acknowledged its end. Whether it runs, ended or failed is its job's
 * state (the job registry), so a restart reads it as every other job.
 */
export interface MigrationRecord {
  jobId: string;
  poolId: string;
  pairs: MigrationPair[];
  /** Why the migration failed, as its job's work refused to go on; null while none did. */
  error: MigrationError | null;
  acknowledged: boolean;
  createdAt: number;
}

/** A failure's catalogue code and the parameters of its message (e.g. btrfs's `reason`). */
export interface MigrationError {
  code: CatalogueCode | number;
  params: MessageParams;
}

/** The pairs not moved yet: their new disks are taken by the migration, not free. */
export function pendingPairs(pairs: readonly MigrationPair[]): { from: string; to: string }[] {
  return pairs.filter((pair) => !pair.done).map(({ from, to }) => ({ from, to }));
}

/** The plan once `from` has moved onto its new disk. */
export function withPairDone(pairs: readonly MigrationPair[], from: string): MigrationPair[] {
  return pairs.map((pair) => (pair.from === from ? { ...pair, done: true } : pair));
}

/**
 * Marks done every pair whose new disk the pool's record already names as a member in place of the
 * old one: a replace that ended while no daemon ran, recorded at start (members-in-filesystem.ts).
 */
export function pairsDoneByMembers(
  pairs: readonly MigrationPair[],
  members: readonly string[],
): MigrationPair[] {
  return pairs.map((pair) =>
    !pair.done && members.includes(pair.to) && !members.includes(pair.from) ? { ...pair, done: true } : pair,
  );
}

/**
 * A pair's progress (0–100) from `replace status`, whose percent is the copy's position over the
 * member's whole size: the copy goes chunk by chunk from the start of the disk, and ends where the
 * allocated chunks end, so over a mostly empty member it would crawl at a few percent and jump to
 * the end. Scaled to the allocated bytes instead, and held below 100 until the replace is done.
 */
export function pairPercent(
  kernelPercent: number,
  pair: Pick<MigrationPair, 'deviceBytes' | 'allocated'>,
): number {
  if (pair.allocated <= 0 || pair.deviceBytes <= 0) return Math.min(99, kernelPercent);
  return Math.min(99, (kernelPercent * pair.deviceBytes) / pair.allocated);
}

/**
 * What a member holds of the pool's data and metadata (all copies counted, as `filesystem usage`
 * counts `Used`): its share of the raw bytes used, in proportion to the chunks allocated on it.
 */
export function memberBytes(allocatedOnMember: number, rawUsed: number, rawAllocated: number): number {
  if (rawAllocated <= 0) return allocatedOnMember;
  return Math.round((allocatedOnMember * Math.min(rawUsed, rawAllocated)) / rawAllocated);
}
