import type { FastifyInstance } from 'fastify';
import type { CachePoolRecord } from '../../storage/cache/cache-pool-store.js';
import type { DiskMonitor } from '../../storage/disks/disk-monitor.js';
import { DISK_ROLE, type MembershipLookup } from '../../storage/disks/disk.js';
import type { JobRegistry } from '../../storage/jobs/job-registry.js';
import { PoolMembershipSync } from '../../storage/pools/pool-membership.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import type { PoolStore } from '../../storage/pools/pool-store.js';
import type { DiskChangeDismissals } from '../../storage/polling/disk-change-dismissals.js';
import { diskChangeRoutes } from './disk-change-routes.js';
import { PollingService, type PollingSources } from '../../storage/polling/polling-service.js';
import { pollingRoutes } from './routes.js';

export interface PollingModuleDeps {
  app: FastifyInstance;
  pools: PoolService;
  store: PoolStore;
  jobs: JobRegistry;
  disks: DiskMonitor;
  /** The SSD cache pools, whose SSDs are cache disks (role 7). */
  caches?: () => readonly CachePoolRecord[];
  /** Unix seconds of a scheduled reboot; 0 when none. */
  rebootAt?: () => number;
  /** Disks dismissed from disk-change messages (`/zspool/confirm` ignore). */
  dismissals: DiskChangeDismissals;
  dbState?: () => 'ok' | 'down';
  /** The system alerts for `popup_msgs`. */
  alerts?: PollingSources['alerts'];
  /** The system upgrade record. */
  upgrade?: PollingSources['upgrade'];
  /** Bay disks marked external (`/zspool/confirm` extmountdisk): role external, never free. */
  marked?: (serial: string) => boolean;
  /** `extmountdisk`: marks the disks and mounts those with a filesystem. */
  markExternal?: (serials: readonly string[]) => Promise<void>;
}

/**
 * Wires disks to pools and the poll to both: the disk monitor learns each disk's role and pool
 * from the records (before its first scan), and the poll service hears of every change. Call
 * before `disks.start()`; call `polling.markBooted()` once the engine is up.
 */
export function setUpPolling({
  app,
  pools,
  store,
  jobs,
  disks,
  caches,
  rebootAt,
  dismissals,
  dbState,
  alerts,
  upgrade,
  marked,
  markExternal,
}: PollingModuleDeps): {
  membership: PoolMembershipSync;
  polling: PollingService;
} {
  // A marked bay disk that no pool records reads as external (role 5): not free, in no change.
  const target = marked
    ? {
        setMembership: (lookup: MembershipLookup) =>
          disks.setMembership(
            (sn) => lookup(sn) ?? (marked(sn) ? { role: DISK_ROLE.external, pid: '' } : undefined),
          ),
        invalidate: (sn: string) => disks.invalidate(sn),
      }
    : disks;
  const membership = new PoolMembershipSync(() => store.all(), target, caches);
  const polling = new PollingService({
    pools: () => store.all(),
    mountPoint: (id) => pools.mountPoint(id),
    disks: () => disks.list(membership.expectedSerials),
    messages: () => disks.messages.list(),
    latestFormatJob: () => jobs.latest('format'),
    ...(rebootAt ? { rebootAt } : {}),
    carriesData: (serial) => disks.carriesData(serial),
    dismissed: (serial) => dismissals.has(serial),
    inUse: (serial) => pools.isRepairTarget(serial),
    ...(dbState ? { dbState } : {}),
    ...(alerts ? { alerts } : {}),
    ...(upgrade ? { upgrade } : {}),
    bootMountFailure: (id) => pools.bootMountFailure(id),
    unfinishedJobs: () => jobs.unfinished(),
    progressBaseline: (id) => jobs.progressBaseline(id),
  });
  membership.sync();
  pools.onPoolsChanged((written) => {
    membership.sync(written);
    polling.changed();
  });
  jobs.onChange((job) => {
    membership.onJob(job);
    polling.jobChanged(job);
  });
  for (const event of ['disk-added', 'disk-removed', 'disk-changed'] as const)
    disks.on(event, polling.changed);
  pollingRoutes(app, { polling, disks, membership });
  diskChangeRoutes(app, {
    pools,
    polling,
    dismissals,
    ...(markExternal
      ? {
          markExternal: async (serials: readonly string[]) => {
            await markExternal(serials);
            // The roles follow at once: the disks read external, no longer free.
            membership.sync(serials);
          },
        }
      : {}),
  });
  return { membership, polling };
}
