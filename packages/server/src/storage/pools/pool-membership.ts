import { DISK_ROLE, type DiskMembership, type MembershipLookup } from '../disks/disk.js';
import type { CachePoolRecord } from '../cache/cache-pool-store.js';
import type { PoolRecord } from './pool-record.js';

/** What the disk monitor needs from the pool records: each disk's role and pool, and who is expected. */
export interface PoolMembership {
  lookup: MembershipLookup;
  /** Every member and spare a pool records, so one that is not present shows as `missing`. */
  expectedSerials: string[];
}

/**
 * Pure: role codes of spec 3 §3 from the pool records (also pools still being created, whose disks
 * are already taken). A member of an SSD (M.2) pool is 3, of any other pool 1; a spare is 4 for SSD
 * pools and 2 otherwise, its `pid` the first pool it protects and `protect_list` all of them. A disk
 * named as both member and spare (never made by the engine) counts as a member. The SSDs of an SSD
 * cache pool are cache disks (7).
 */
export function poolMembership(
  pools: readonly PoolRecord[],
  caches: readonly CachePoolRecord[] = [],
): PoolMembership {
  const byDisk = new Map<string, DiskMembership>();
  // A cache SSD's pool is its cache pool (whose own `pid` names the pool it caches).
  for (const cache of caches) {
    for (const member of cache.members) byDisk.set(member.sn, { role: DISK_ROLE.cache, pid: cache.id });
  }
  for (const pool of pools) {
    const role = pool.kind === 'super' ? DISK_ROLE.ssdMember : DISK_ROLE.sataMember;
    for (const member of pool.members) byDisk.set(member.sn, { role, pid: pool.id });
  }
  for (const pool of pools) {
    const role = pool.kind === 'super' ? DISK_ROLE.ssdSpare : DISK_ROLE.spare;
    for (const sn of pool.spares) {
      const known = byDisk.get(sn);
      if (known && known.role !== DISK_ROLE.spare && known.role !== DISK_ROLE.ssdSpare) continue;
      if (known) known.protect_list = [...(known.protect_list ?? []), pool.id];
      else byDisk.set(sn, { role, pid: pool.id, protect_list: [pool.id] });
    }
  }
  return {
    lookup: (serial) => byDisk.get(serial),
    expectedSerials: [...byDisk.keys()],
  };
}

/** What the sync needs of the disk monitor. */
export interface MembershipTarget {
  setMembership(lookup: MembershipLookup): void;
  invalidate(serial: string): void;
}

/**
 * Keeps the disk monitor's view of roles and pools in step with the pool records. It re-reads the
 * records whenever a job changes state (a format, repair or expansion starts or ends: members are
 * taken, replaced or released, and signatures written) and whenever the pool service says pools
 * changed (delete, spare records). Disks whose signatures may have changed (mkfs, wipefs, device
 * add/replace) get a fresh blkid probe at the disk monitor's next poll.
 */
export class PoolMembershipSync {
  private current: PoolMembership = poolMembership([]);
  private readonly jobStates = new Map<string, string>();

  constructor(
    private readonly records: () => readonly PoolRecord[],
    private readonly target: MembershipTarget,
    private readonly caches: () => readonly CachePoolRecord[] = () => [],
  ) {}

  /** Every member and spare the records name now. */
  get expectedSerials(): readonly string[] {
    return this.current.expectedSerials;
  }

  /** Re-reads the records; `written` (and every disk whose role changed) is probed again. */
  readonly sync = (written: readonly string[] = []): void => {
    const before = this.current;
    this.current = poolMembership(this.records(), this.caches());
    this.target.setMembership(this.current.lookup);
    const touched = new Set(written);
    for (const sn of new Set([...before.expectedSerials, ...this.current.expectedSerials])) {
      if (before.lookup(sn)?.pid !== this.current.lookup(sn)?.pid) touched.add(sn);
    }
    for (const sn of touched) this.target.invalidate(sn);
  };

  /** A job listener: syncs when a job's state changes, not on every percent. */
  readonly onJob = (job: { id: string; state: string; poolId: string | null }): void => {
    if (this.jobStates.get(job.id) === job.state) return;
    this.jobStates.set(job.id, job.state);
    if (job.state === 'done' || job.state === 'failed' || job.state === 'cancelled') {
      this.jobStates.delete(job.id);
      // Whatever the job wrote (mkfs, wipefs after a rollback, device add) is on the disks the pool
      // named before or names now.
      const members = [...this.current.expectedSerials].filter(
        (sn) => this.current.lookup(sn)?.pid === job.poolId,
      );
      this.sync(members);
      return;
    }
    this.sync();
  };
}
