import { readFile } from 'node:fs/promises';
import {
  APP_VERSION,
  idleUpgradeRecord,
  type BootStep,
  type Lang,
  type PollResponse,
} from '@coffer/contract';
import { parseMountinfo } from '../bays/system-disk.js';
import type { Disk } from '../disks/disk.js';
import type { PoolMessage } from '../disks/pool-messages.js';
import type { ProgressSample } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { storagePolling, type PollPoolFact } from './storage-polling.js';
import { currentChange } from './current-change.js';
import type { DiskChange } from './disk-change-mode.js';
import { isFailedRebuild, isRebuildJob, poolSync } from './pool-sync.js';

/** Pool records, mount points and the disk list are re-read at most this often (and on every change). */
export const POLL_REFRESH_MS = 1000;

export interface PollingSources {
  /** The pool records (SQLite); read at most once a second. */
  pools: () => readonly PoolRecord[];
  mountPoint: (poolId: string) => string;
  /** The disk monitor's cached list, with a `missing` entry for each expected serial. */
  disks: () => readonly Disk[];
  messages: () => readonly PoolMessage[];
  /** The newest format job at start; later ones arrive through `jobChanged`. */
  latestFormatJob: () => JobView | undefined;
  /** Mounted file systems' mount points; default: /proc/self/mountinfo. */
  mountPoints?: () => Promise<ReadonlySet<string>>;
  clock?: () => number;
  /** Unix seconds of a scheduled reboot; 0 when none. */
  rebootAt?: () => number;
  /** A present disk carries a filesystem or partition table (blkid); default: a label says so. */
  carriesData?: (serial: string) => boolean;
  /** Disks an administrator dismissed from a disk-change message (disk-change-dismissals.ts). */
  dismissed?: (serial: string) => boolean;
  /** Disks a running repair rebuilds onto (the pool service's): taken, not new. */
  inUse?: (serial: string) => boolean;
  /** `down` while a database repair is unacknowledged (db/repair); default `ok`. */
  dbState?: () => 'ok' | 'down';
  /**
   * The system alerts (`popup_msgs`) from memory; the user variant when `details` is false, each
   * marked `closed` when the polling person closed it. Read per poll, outside the shared answer.
   */
  alerts?: (details: boolean, userId?: number) => PollResponse['popup_msgs'];
  /**
   * The system upgrade record (spec 2 §4.9), its message in the caller's language; read at every
   * poll (an upload's progress moves within a second). Idle when the daemon has no upgrade service.
   */
  upgrade?: (lang: Lang) => PollResponse['upgrade'];
  /** Why a pool whose members were present did not mount at start (the pool service's). */
  bootMountFailure?: (poolId: string) => string | undefined;
  /** Unfinished jobs (the job registry's memory), for the pools' `sync`. */
  unfinishedJobs?: () => readonly JobView[];
  /** Where a running job's pace is measured from (the job registry's). */
  progressBaseline?: (jobId: string) => ProgressSample | undefined;
}

interface Snapshot {
  at: number;
  pools: PollPoolFact[];
  records: readonly PoolRecord[];
  paths: Map<string, string>;
}

type Shared = Omit<PollResponse, 'uptime_abs'>;

async function readMountPoints(): Promise<ReadonlySet<string>> {
  const entries = parseMountinfo(await readFile('/proc/self/mountinfo', 'utf8'));
  return new Set(entries.map((entry) => entry.mountPoint));
}

/**
 * The answer of `POST /system/polling2`. A poll runs no command and touches no disk: the pool
 * records and the mount table are read at most once a second (one read for all concurrent polls),
 * the disks come from the disk monitor's memory, the format job from the job registry's events.
 * Answers are built once per change or second and shared by every poll of the same detail level.
 */
export class PollingService {
  private booted = false;
  private bootStep: BootStep = 'attaching';
  private bootFailure: string | undefined;
  private formatJob: JobView | undefined;
  private acknowledgedJobId: string | undefined;
  /** Per pool, its last rebuild when that failed; forgotten when another rebuild of it starts. */
  private readonly failedRebuilds = new Map<string, JobView>();
  private snapshot: Snapshot | undefined;
  private lastPools: PollPoolFact[] = [];
  private refreshing: Promise<Snapshot> | undefined;
  private version = 0;
  private readonly built = new Map<string, { key: string; answer: Shared }>();
  private readonly clock: () => number;
  private readonly mountPoints: () => Promise<ReadonlySet<string>>;

  constructor(private readonly sources: PollingSources) {
    this.clock = sources.clock ?? Date.now;
    this.mountPoints = sources.mountPoints ?? readMountPoints;
    this.formatJob = sources.latestFormatJob();
  }

  /** The engine has started (bays, pools, disk discovery): polls stop answering `booting`. */
  markBooted(): void {
    this.booted = true;
    this.changed();
  }

  /** The engine's start entered a step (storage-boot.ts). */
  enterBootStep(step: BootStep): void {
    this.bootStep = step;
    this.changed();
  }

  /** The engine's start failed: polls answer the generic disk problem (N300029) from now on. */
  markBootFailed(reason: string): void {
    this.bootFailure = reason;
    this.changed();
  }

  /** Something the answer shows changed (disks, messages, pools): the next poll re-reads. */
  readonly changed = (): void => {
    this.version += 1;
    this.snapshot = undefined;
  };

  /** `/zspool/format/done`: the page acknowledged this finished format; the poll leaves fmtdone now. */
  acknowledge(jobId: string): void {
    this.acknowledgedJobId = jobId;
    this.changed();
  }

  /** A job listener: keeps the newest format job. */
  readonly jobChanged = (job: JobView): void => {
    if (job.kind === 'format' && (!this.formatJob || job.createdAt >= this.formatJob.createdAt)) {
      this.formatJob = { ...job };
    }
    if (isRebuildJob(job) && job.poolId !== null) {
      if (isFailedRebuild(job)) this.failedRebuilds.set(job.poolId, { ...job });
      else if (job.state === 'queued' || job.state === 'running') this.failedRebuilds.delete(job.poolId);
    }
    if (job.state !== 'running' || job.kind !== 'format') this.changed();
    else this.version += 1;
  };

  /**
   * One poll's answer. `details` false (ordinary users) gives the same stage and type without
   * disks, messages or pool paths.
   */
  async poll(details: boolean, lang: Lang = 'zh-CN', userId?: number): Promise<PollResponse> {
    const now = this.clock();
    const snapshot = await this.currentSnapshot(now);
    const key = `${this.version}:${Math.floor(now / POLL_REFRESH_MS)}`;
    const cacheKey = details ? 'admin' : 'user';
    let entry = this.built.get(cacheKey);
    if (!entry || entry.key !== key) {
      entry = { key, answer: this.build(snapshot, details, now) };
      this.built.set(cacheKey, entry);
    }
    return {
      ...entry.answer,
      popup_msgs: this.sources.alerts?.(details, userId) ?? [],
      reboot_at: this.sources.rebootAt?.() ?? 0,
      db_state: this.sources.dbState?.() ?? 'ok',
      upgrade: this.sources.upgrade?.(lang) ?? idleUpgradeRecord(APP_VERSION),
      uptime_abs: Math.floor(process.uptime()),
    };
  }

  /**
   * The disk change the poll shows now (current-change.ts): what `/zspool/confirm` decides on.
   * Read from the same once-a-second snapshot as the poll.
   */
  async change(): Promise<DiskChange | undefined> {
    const snapshot = await this.currentSnapshot(this.clock());
    return this.changeOf(snapshot, this.sources.disks());
  }

  private changeOf(snapshot: Snapshot, disks: readonly Disk[]): DiskChange | undefined {
    return currentChange(snapshot.records, disks, {
      carriesData:
        this.sources.carriesData ?? ((serial) => disks.some((d) => d.sn === serial && d.label !== '')),
      dismissed: this.sources.dismissed ?? (() => false),
      ...(this.sources.inUse ? { inUse: this.sources.inUse } : {}),
    });
  }

  private build(snapshot: Snapshot, details: boolean, now: number): Shared {
    const disks = this.sources.disks();
    const change = this.changeOf(snapshot, disks);
    const storage = storagePolling({
      booting: !this.booted,
      bootStep: this.bootStep,
      ...(this.bootFailure === undefined ? {} : { bootFailure: this.bootFailure }),
      pools: snapshot.pools,
      disks,
      formatJob: this.formatJob,
      ...(this.acknowledgedJobId === undefined ? {} : { acknowledgedJobId: this.acknowledgedJobId }),
      now,
      details,
      ...(change ? { change } : {}),
      sync: poolSync({
        pools: snapshot.pools.filter((pool) => pool.state === 'ready'),
        running: this.sources.unfinishedJobs?.() ?? [],
        failed: [...this.failedRebuilds.values()],
        baselineOf: (id) => this.sources.progressBaseline?.(id),
        now,
        details,
      }),
    });
    const free = disks.filter((disk) => disk.role === 0 && disk.status !== 'missing');
    return {
      storage_server: this.booted ? 'booted' : 'booting',
      sp_ver: 'v3',
      storage_polling: storage,
      pools: snapshot.pools
        .filter((pool) => pool.state === 'ready')
        .map((pool) => ({
          id: pool.id,
          name: pool.name,
          path: details ? (snapshot.paths.get(pool.id) ?? '') : '',
          mounted: pool.mounted,
        })),
      dev: details ? [...disks] : [],
      popup_msgs: [],
      reboot_at: 0,
      message: details ? this.sources.messages().map(messageOf) : [],
      db_state: 'ok',
      upgrade: idleUpgradeRecord(APP_VERSION),
      migration_status: 'none',
      mounts: { disks: [] },
      storage: {
        append: {
          hdds: details
            ? free.map((disk) => ({
                name: disk.sn,
                size: disk.size,
                iam: disk.label === '' ? ('new' as const) : ('used' as const),
                position: disk.pos,
              }))
            : [],
          last_model: '',
          choices: [],
          steps: 0,
          current: 0,
          state: '',
          details: [],
        },
      },
    };
  }

  private async currentSnapshot(now: number): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && now - snapshot.at < POLL_REFRESH_MS) return snapshot;
    this.refreshing ??= this.readSnapshot(now).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async readSnapshot(now: number): Promise<Snapshot> {
    const version = this.version;
    const mounted = await this.mountPoints();
    const disks = this.sources.disks();
    const present = new Set(disks.filter((disk) => disk.status !== 'missing').map((disk) => disk.sn));
    const paths = new Map<string, string>();
    const records = this.sources.pools();
    const pools = records.map((record): PollPoolFact => {
      const path = this.sources.mountPoint(record.id);
      paths.set(record.id, path);
      const mountError = mounted.has(path) ? undefined : this.sources.bootMountFailure?.(record.id);
      return {
        id: record.id,
        name: record.name,
        kind: record.kind,
        state: record.state,
        mounted: mounted.has(path),
        missing: record.members.filter((member) => !present.has(member.sn)).map((member) => member.sn),
        ...(mountError === undefined ? {} : { mountError }),
      };
    });
    const snapshot = { at: now, pools, records, paths };
    // A change that arrived while reading makes the next poll read again.
    const stale = version !== this.version;
    if (JSON.stringify(this.lastPools) !== JSON.stringify(pools)) this.version += 1;
    this.lastPools = pools;
    if (!stale) this.snapshot = snapshot;
    return snapshot;
  }
}

const LEVEL: Record<PoolMessage['type'], 'info' | 'warning'> = {
  pool_msg: 'warning',
  cache_msg: 'warning',
  new_hdd_msg: 'info',
  spare_hdd_msg: 'info',
};

/** A message's own weight (storage-event-messages.ts sets `data.level`), else its type's. */
function levelOf(message: PoolMessage): 'info' | 'warning' | 'error' {
  const level = message.data.level;
  return level === 'info' || level === 'warning' || level === 'error' ? level : LEVEL[message.type];
}

/** spec 2's message fields over the engine's pool message. */
export function messageOf(message: PoolMessage): PollResponse['message'][number] {
  return {
    id: message.id,
    type: message.type,
    action: message.type,
    level: levelOf(message),
    pool_key: message.pid ?? '',
    time: message.time,
    ...(message.sn === undefined ? {} : { sn: message.sn }),
    data: message.data,
  };
}
