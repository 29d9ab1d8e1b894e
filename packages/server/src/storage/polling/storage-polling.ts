import {
  type BootStep,
  type PollStage,
  type PollType,
  type StoragePolling,
  type StorageSync,
} from '@coffer/contract';
import type { Disk } from '../disks/disk.js';
import type { JobView } from '../jobs/job.js';
import type { PoolKind } from '../pools/pool-record.js';
import { violatesSizeLimit, type DiskChange } from './disk-change-mode.js';

/** A format that ended this recently is still reported as `fmtdone`, so a page polling once a second sees it. */
export const FMTDONE_MS = 30_000;

export interface PollPoolFact {
  id: string;
  name: string;
  kind: PoolKind;
  state: 'creating' | 'ready';
  mounted: boolean;
  /** Serials of recorded members that are not present. */
  missing: readonly string[];
  /** Why it did not mount at start although its members were present (mount's own words). */
  mountError?: string;
}

/** The engine state one poll answer is computed from; read from caches, never from a command. */
export interface StoragePollingFacts {
  /** The engine is still starting (bays, pools, disk discovery). */
  booting: boolean;
  /** Where the start stands while `booting` (storage-boot.ts); `attaching` when not told. */
  bootStep?: BootStep;
  /** The start failed with this reason: nothing of the engine can be used (spec 2 §8, N300029). */
  bootFailure?: string;
  pools: readonly PollPoolFact[];
  disks: readonly Disk[];
  /** The newest format job, finished or not. */
  formatJob?: JobView;
  /** A finished format job whose result the page acknowledged (`/zspool/format/done`): no fmtdone. */
  acknowledgedJobId?: string;
  /** Milliseconds, the clock of `formatJob.finishedAt`. */
  now: number;
  /** Ordinary users (role 3) get the stage and type but no disk or pool details. */
  details: boolean;
  /**
   * The disk change of the recorded disks against the present ones (disk-change-mode.ts), the
   * disks an administrator dismissed left out; undefined when nothing changed.
   */
  change?: DiskChange;
  /** spec 2 `sync`: the pools rebuilding their redundancy now (pool-sync.ts); none when undefined. */
  sync?: StorageSync;
}

const OK = 200;

function answer(
  stage: PollStage,
  type: PollType,
  data: Record<string, unknown> = {},
  code: number | string = OK,
  msg = '',
): StoragePolling {
  return { stage, type, code, msg, data };
}

function poolInfo(pools: readonly PollPoolFact[]) {
  const ready = pools.filter((pool) => pool.state === 'ready');
  return {
    available_pool_count: ready.filter((pool) => pool.mounted).length,
    normal_pool_count: ready.filter((pool) => pool.kind === 'normal').length,
    super_pool_count: ready.filter((pool) => pool.kind === 'super').length,
  };
}

/**
 * Pure: the storage message of one poll (spec 2 `type`, spec 3 `stage`, DECISIONS "Storage"). The
 * first that applies wins:
 *
 * | state | stage | type |
 * |---|---|---|
 * | the engine's start failed | block | blocking (N300029) |
 * | engine starting: attaching the disks | boot | booting |
 * | mounting the pools (disks being prepared) | boot | booted |
 * | checking the disks and interrupted jobs | boot | checking |
 * | preparing the monitors (system preparing) | boot | booted |
 * | a format job queued or running | format | formatting |
 * | a format job ended in the last 30 s, not yet acknowledged (`format/done`) | fmtdone | formatting (code 200 or the failure's code) |
 * | pools with a missing member are not mounted and no disk is present (mode J) | block | blocking (N300035) |
 * | a pool with a missing member is not mounted (mode F, or as the disks say) | mount | confirm |
 * | a pool whose members are all present is not mounted | block | blocking (N300005) |
 * | no pool, and every disk present is too small or too large for one | block | blocking (N300036) |
 * | no pool at all | mount | pending (first use: offers the free disks) |
 * | disks no pool recorded and nobody dismissed (mode H, B, A…) | mount | confirm |
 * | otherwise | complete | complete |
 *
 * The last two, a running device's, carry `sync`: the pools resyncing or recovering (pool-sync.ts).
 */
export function storagePolling(facts: StoragePollingFacts): StoragePolling {
  const { details } = facts;
  if (facts.bootFailure !== undefined) {
    // spec 2 §8: a booting error opens the generic disk-problem dialog.
    return answer(
      'block',
      'blocking',
      { step: 'failed', ...(details ? { reason: facts.bootFailure } : {}) },
      'N300029',
    );
  }
  if (facts.booting) {
    const step = facts.bootStep ?? 'attaching';
    if (step === 'attaching') return answer('boot', 'booting', { step });
    if (step === 'checking') return answer('boot', 'checking', { step });
    // spec 2 §2.1 "booted with code 200": the disks being prepared (mounting), then the system.
    return answer('boot', 'booted', { step });
  }

  const job = facts.formatJob;
  if (job && (job.state === 'queued' || job.state === 'running')) {
    return answer('format', 'formatting', {
      action: 'new',
      step: job.description,
      progress: job.percent,
      ...(details ? { jobId: job.id, pool: job.poolId } : {}),
    });
  }
  if (
    job &&
    job.finishedAt !== null &&
    job.id !== facts.acknowledgedJobId &&
    facts.now - job.finishedAt < FMTDONE_MS
  ) {
    const failed = job.state !== 'done';
    return answer(
      'fmtdone',
      'formatting',
      {
        action: 'new',
        step: failed ? job.state : 'done',
        progress: job.percent,
        ...(details ? { jobId: job.id, pool: job.poolId } : {}),
      },
      failed ? (job.errorCode ?? job.state) : OK,
    );
  }

  const ready = facts.pools.filter((pool) => pool.state === 'ready');
  const waiting = ready.filter((pool) => !pool.mounted && pool.missing.length > 0);
  if (waiting.length > 0) {
    // spec 2 §8 N300035: pools recorded and no disk at all (mode J): guidance and a shut-down.
    if (facts.change?.mode === 'J') return noDisk(waiting, details);
    return confirm(facts.change, waiting, details);
  }
  const unmounted = ready.filter((pool) => !pool.mounted);
  if (unmounted.length > 0) return mountProblem(unmounted, facts.disks, details);
  if (facts.pools.length === 0) {
    const free = facts.disks.filter((disk) => disk.role === 0 && disk.status !== 'missing');
    // spec 2 §8 N300036: the disks there are cannot make any pool, whatever the backup method.
    const internal = free.filter((disk) => !EXTERNAL.has(disk.dev_type));
    const outOfRange = (disk: Disk) => violatesSizeLimit({ size: disk.total_size, devType: disk.dev_type });
    if (internal.length > 0 && internal.every(outOfRange)) return capacityRefused(internal, details);
    return answer('mount', 'pending', {
      action: 'new',
      pool_info: poolInfo(facts.pools),
      ...(details ? { dev: free.map((disk) => disk.sn) } : {}),
    });
  }
  // A running device: only disks nobody has decided about yet raise a decision; a member lost
  // while mounted is reported by the pool's health, not here (DECISIONS "Storage").
  const sync = facts.sync ?? { status: 'ok', usr: [] };
  if (ready.length > 0 && facts.change && facts.change.newDisks.length > 0) {
    const offered = confirm(facts.change, ready, details);
    return { ...offered, data: { ...offered.data, sync } };
  }
  // spec 2 §4.3: a complete message whose sync is busy shows the sync's progress.
  return answer('complete', 'complete', { pool_info: poolInfo(facts.pools), sync });
}

/** External disks (USB) never make or join a pool from the overlays. */
const EXTERNAL = new Set<Disk['dev_type']>(['usb', 'type-c']);

/** spec 2 §3 disk entry of a blocking message (`errorDisks`). */
function blockingDisk(disk: Disk, error: string, suggestion: string, cause = '') {
  return {
    position: disk.pos,
    sn: disk.sn,
    size: disk.total_size,
    devType: disk.dev_type,
    error,
    cause,
    suggestion,
  };
}

/**
 * spec 2 §8 N300005: pools whose members are all present did not mount at start; each member with
 * the error, mount's own words for it (the cause) and what to do.
 */
function mountProblem(pools: readonly PollPoolFact[], disks: readonly Disk[], details: boolean) {
  if (!details) return answer('block', 'blocking', {}, 'N300005');
  return answer(
    'block',
    'blocking',
    {
      pools: pools.map((pool) => ({ id: pool.id, name: pool.name })),
      disks: pools.flatMap((pool) =>
        disks
          .filter(
            (disk) =>
              disk.pid === pool.id && disk.status !== 'missing' && (disk.role === 1 || disk.role === 3),
          )
          .map((disk) => blockingDisk(disk, 'mount_failed', 'check_disks', pool.mountError ?? '')),
      ),
    },
    'N300005',
  );
}

/** spec 2 §8 N300035 (mode J): the pools waiting for their disks, none present. */
function noDisk(pools: readonly PollPoolFact[], details: boolean) {
  if (!details) return answer('block', 'blocking', { mode: 'J' }, 'N300035');
  return answer(
    'block',
    'blocking',
    {
      mode: 'J',
      guidance: 'insert-disk',
      pools: pools.map((pool) => ({ id: pool.id, name: pool.name, missing: [...pool.missing] })),
    },
    'N300035',
  );
}

/** spec 2 §8 N300036: no pool, and every disk there is outside the sizes a pool takes. */
function capacityRefused(disks: readonly Disk[], details: boolean) {
  return answer(
    'block',
    'blocking',
    details ? { disks: disks.map((disk) => blockingDisk(disk, 'disk_size_limit', 'replace_disk')) } : {},
    'N300036',
  );
}

/**
 * spec 2 §3 confirm data: the mode, its options, the old and new disk groups and the change rows;
 * `pools` are the pools the decision is about (the waiting ones, or every pool a new disk could
 * join) with their missing serials, `dev` the new disks. Ordinary users get the mode alone.
 */
function confirm(change: DiskChange | undefined, pools: readonly PollPoolFact[], details: boolean) {
  const mode = change?.mode ?? 'F';
  if (!details) return answer('mount', 'confirm', { action: 'confirm', mode });
  return answer('mount', 'confirm', {
    action: 'confirm',
    mode,
    options: change ? [...change.options] : ['mountpool', 'ignore'],
    ...(change?.guidance ? { guidance: change.guidance } : {}),
    pools: pools.map((pool) => ({ id: pool.id, name: pool.name, missing: [...pool.missing] })),
    dev: change ? [...change.newDisks] : [],
    old: change?.old ?? { disksGroup: [] },
    new: change?.new ?? { disksGroup: [] },
    changeGroup: change?.changeGroup ?? [],
  });
}
