import type { JobRegistry } from '../jobs/job-registry.js';
import type { PoolHealthMonitor } from '../pools/pool-health-monitor.js';
import type { PoolStore } from '../pools/pool-store.js';
import type { Disk } from './disk.js';
import type { DiskMonitor } from './disk-monitor.js';
import {
  diskFailingMessage,
  diskRemovedMessage,
  healthMessage,
  jobMessage,
  type StorageEventMessage,
} from './storage-event-messages.js';

export interface StorageEventSources {
  disks: DiskMonitor;
  health: PoolHealthMonitor;
  jobs: JobRegistry;
  pools: PoolStore;
  /** The stored messages changed: the poll and the message list answer the new ones. */
  changed: () => void;
}

/**
 * Keeps disk and pool events as stored storage messages (`pool_msg`, migration 4), so what happened
 * while nobody was signed in is in the notice centre at the next sign-in, until dismissed (issue 12,
 * finding 10). The decisions are in storage-event-messages.ts.
 */
export function recordStorageEvents({
  disks,
  health,
  jobs,
  pools,
  changed,
}: StorageEventSources): () => void {
  const keep = (message: StorageEventMessage | null) => {
    if (!message) return;
    const { key, ...fields } = message;
    disks.messages.addReplacing('pool_msg', key, fields);
    changed();
  };
  const nameOf = (poolId: string | null) => (poolId === null ? undefined : pools.find(poolId)?.name);
  const statuses = new Map<string, Disk['status']>(disks.list().map((disk) => [disk.sn, disk.status]));

  const stopHealth = health.onChange((change) => keep(healthMessage(change, nameOf(change.poolId) ?? '')));
  const stopJobs = jobs.onChange((job) => keep(jobMessage(job, nameOf(job.poolId))));
  const removed = (disk: Disk) => {
    statuses.delete(disk.sn);
    keep(diskRemovedMessage(disk));
  };
  const seen = (disk: Disk) => {
    const previous = statuses.get(disk.sn);
    statuses.set(disk.sn, disk.status);
    keep(diskFailingMessage(disk, previous));
  };
  disks.on('disk-removed', removed);
  disks.on('disk-added', seen);
  disks.on('disk-changed', seen);
  return () => {
    stopHealth();
    stopJobs();
    disks.off('disk-removed', removed);
    disks.off('disk-added', seen);
    disks.off('disk-changed', seen);
  };
}
