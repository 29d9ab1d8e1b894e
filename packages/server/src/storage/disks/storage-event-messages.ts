import { Code } from '@coffer/contract';
import type { JobView } from '../jobs/job.js';
import type { PoolHealthChange } from '../pools/pool-health-monitor.js';
import { DISK_ROLE, type Disk } from './disk.js';

/**
 * What a stored storage message (`pool_msg`) says about an event, in `data.event`; the page turns it
 * into a notice. `level` is the notice's weight.
 */
export type StorageEventKind =
  | 'pool_degraded'
  | 'pool_damage'
  | 'pool_suspended'
  | 'pool_repaired'
  | 'disk_removed'
  | 'disk_failing'
  | 'job_done'
  | 'job_failed';

export interface StorageEventMessage {
  /** The message's own identity: a newer message with the same key replaces the older one. */
  key: string;
  pid?: string;
  sn?: string;
  data: { event: StorageEventKind; level: 'info' | 'warning' | 'error' } & Record<string, unknown>;
}

const HEALTH_EVENT: Partial<Record<PoolHealthChange['status'], StorageEventKind>> = {
  degraded: 'pool_degraded',
  damage: 'pool_damage',
  suspended: 'pool_suspended',
};

/**
 * The message a pool's change of health leaves, or none. `previous` null: a pool seen for the first
 * time since it was created (the first look after a start is not heard: the pool was in that state
 * before, and the poll's `confirm` covers a pool waiting at start). A pool back to `ok` from a worse
 * state was repaired.
 */
export function healthMessage(change: PoolHealthChange, poolName: string): StorageEventMessage | null {
  const base = { key: `health-${change.poolId}`, pid: change.poolId };
  const facts = { name: poolName, missingNum: change.missingNum, errorNum: change.errorNum };
  const event = HEALTH_EVENT[change.status];
  if (event) {
    return { ...base, data: { event, level: event === 'pool_degraded' ? 'warning' : 'error', ...facts } };
  }
  if (change.status === 'ok' && change.previous !== 'ok' && change.previous !== null) {
    return { ...base, data: { event: 'pool_repaired', level: 'info', ...facts } };
  }
  return null;
}

/** Jobs whose outcome the owner is told about; a SMART test and a usage report have their own pages. */
const REPORTED_JOBS: readonly JobView['kind'][] = [
  'format',
  'balance',
  'replace',
  'scrub',
  'wipe',
  'migrate',
];

/**
 * The message a storage job's outcome leaves, or none. Cancelled jobs were the owner's own doing; a
 * job cut off by a power-off resumes at the next start or is reported failed then.
 */
export function jobMessage(job: JobView, poolName: string | undefined): StorageEventMessage | null {
  if (!REPORTED_JOBS.includes(job.kind) || job.errorCode === Code.jobInterrupted) return null;
  if (job.state !== 'done' && job.state !== 'failed') return null;
  const failed = job.state === 'failed';
  return {
    key: `job-${job.id}`,
    ...(job.poolId === null ? {} : { pid: job.poolId }),
    data: {
      event: failed ? 'job_failed' : 'job_done',
      level: failed ? 'error' : 'info',
      job: job.kind,
      jobId: job.id,
      name: poolName ?? '',
      ...(failed ? { errorCode: job.errorCode } : {}),
    },
  };
}

const POOL_ROLES: readonly number[] = [
  DISK_ROLE.sataMember,
  DISK_ROLE.spare,
  DISK_ROLE.ssdMember,
  DISK_ROLE.ssdSpare,
  DISK_ROLE.cache,
];

function diskFacts(disk: Disk) {
  return { pos: disk.pos, dev_type: disk.dev_type, size: disk.size, model: disk.model };
}

/** A pool's disk taken out; a free disk's removal only drops its new-disk message. */
export function diskRemovedMessage(disk: Disk): StorageEventMessage | null {
  if (!POOL_ROLES.includes(disk.role)) return null;
  return {
    key: `disk-${disk.sn}`,
    sn: disk.sn,
    ...(disk.pid ? { pid: disk.pid } : {}),
    data: { event: 'disk_removed', level: 'warning', ...diskFacts(disk) },
  };
}

/** A disk that turned faulty (SMART or I/O errors) since it was last seen. */
export function diskFailingMessage(
  disk: Disk,
  previousStatus: Disk['status'] | undefined,
): StorageEventMessage | null {
  if (disk.status !== 'fault' || previousStatus === 'fault') return null;
  return {
    key: `disk-${disk.sn}`,
    sn: disk.sn,
    ...(disk.pid ? { pid: disk.pid } : {}),
    data: { event: 'disk_failing', level: 'error', ...diskFacts(disk) },
  };
}
