import {
  ADMIN_ROLES,
  Code,
  type HotplugPushData,
  type PushKind,
  type StoragePushData,
} from '@coffer/contract';
import type { Disk } from '../../storage/disks/disk.js';
import type { DiskMonitor } from '../../storage/disks/disk-monitor.js';
import type { JobView } from '../../storage/jobs/job.js';
import type { JobRegistry } from '../../storage/jobs/job-registry.js';
import type { PushHub } from './push-hub.js';

const ADMINS = { kind: 'roles', roles: ADMIN_ROLES } as const;
const EVERYONE = { kind: 'everyone' } as const;

/**
 * Storage events as push frames (spec 3 §4): job progress and outcomes to administrators, who run
 * pools; disks coming and going to every session, since ordinary users see disk-change notices too.
 */
export function pushStorageEvents(hub: PushHub, { jobs, disks }: { jobs: JobRegistry; disks: DiskMonitor }) {
  const stopJobs = jobs.onChange((job) => {
    const kind = pushKindOf(job);
    if (kind) hub.publish(kind, jobPushData(job), ADMINS);
  });
  const added = (disk: Disk) => hub.publish('storage_hotplug_hdd_add', hotplugData(disk), EVERYONE);
  const removed = (disk: Disk) => hub.publish('storage_hotplug_hdd_remove', hotplugData(disk), EVERYONE);
  disks.on('disk-added', added);
  disks.on('disk-removed', removed);
  return () => {
    stopJobs();
    disks.off('disk-added', added);
    disks.off('disk-removed', removed);
  };
}

/** Progress of the jobs that change a pool's layout; every job's outcome. */
export function pushKindOf(job: JobView): PushKind | undefined {
  // Cut off by a power-off: it resumes at the next start, or is reported failed then.
  if (job.errorCode === Code.jobInterrupted) return undefined;
  if (job.state === 'done' || job.state === 'cancelled') return 'storage_complete_change';
  if (job.state === 'failed') return 'storage_complete_failure';
  // A migration changes which disks hold a pool, as a format or expansion does (spec 3 §4 kinds).
  if (job.kind === 'format' || job.kind === 'balance' || job.kind === 'migrate') return 'storage_formatting';
  if (job.kind === 'replace') return 'storage_raid1_recover';
  return undefined;
}

export function jobPushData(job: JobView): StoragePushData {
  return {
    types: job.kind,
    type: job.description,
    job_id: job.id,
    ...(job.poolId === null ? {} : { pool_id: job.poolId }),
    state: job.state,
    details: job.errorMessage ?? job.description,
    progress: job.percent,
    recovering: job.kind === 'replace' && job.state === 'running',
    lasttime: job.finishedAt ?? job.createdAt,
  };
}

function hotplugData(disk: Disk): HotplugPushData {
  return {
    sn: disk.sn,
    pos: disk.pos,
    dev_type: disk.dev_type,
    size: disk.size,
    total_size: disk.total_size,
    model: disk.model,
  };
}
