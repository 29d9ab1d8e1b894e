import { join } from 'node:path';
import type { AlertKind } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/open-database.js';
import type { DeviceKey } from './device/device-key.js';
import { guardRoutesFromHere } from './http/boot-guard.js';
import { cacheRoutes } from './modules/storage/cache-routes.js';
import { externalRoutes } from './modules/storage/external-routes.js';
import { formatVerifyRoutes } from './modules/storage/format-verify-routes.js';
import { formatSmartRoutes } from './modules/storage/format-smart-routes.js';
import { ihmRoutes } from './modules/storage/ihm-routes.js';
import { poolCareRoutes } from './modules/storage/pool-care-routes.js';
import { storageRoutes } from './modules/storage/routes.js';
import { usageRoutes } from './modules/storage/usage-routes.js';
import { wipeRoutes } from './modules/storage/wipe-routes.js';
import { migrationRoutes } from './modules/storage/migration-routes.js';
import { setUpPolling } from './modules/polling/polling-module.js';
import { DiskChangeDismissals } from './storage/polling/disk-change-dismissals.js';
import type { PollingSources } from './storage/polling/polling-service.js';
import { alertRoutes } from './modules/system/alert-routes.js';
import { takeOverChildren } from './platform/child-records.js';
import { SystemAlerts } from './storage/alerts/system-alerts.js';
import type { StorageBoot } from './storage/boot/storage-boot.js';
import { BayManager } from './storage/bays/bay-manager.js';
import { bcacheCommands } from './storage/cache/cache-commands.js';
import { CacheFlow } from './storage/cache/cache-flow.js';
import { CachePoolStore } from './storage/cache/cache-pool-store.js';
import { CachePools } from './storage/cache/cache-pools.js';
import { detectCacheSupport } from './storage/cache/cache-support.js';
import { DiskMonitor } from './storage/disks/disk-monitor.js';
import { PoolMessages } from './storage/disks/pool-messages.js';
import { recordStorageEvents } from './storage/disks/record-storage-events.js';
import { ExternalDisks } from './storage/external/external-disks.js';
import { ExternalMarks } from './storage/external/external-marks.js';
import { JobRegistry } from './storage/jobs/job-registry.js';
import { JobStore } from './storage/jobs/job-store.js';
import { MigrationStore } from './storage/migration/migration-store.js';
import { PoolMigration } from './storage/migration/pool-migration.js';
import { FMTDONE_MS } from './storage/polling/storage-polling.js';
import { FormatFlow } from './storage/pools/format-flow.js';
import { IhmService } from './storage/ihm/ihm-service.js';
import { PoolHealthMonitor } from './storage/pools/pool-health-monitor.js';
import { PoolInfoCache } from './storage/pools/pool-info-cache.js';
import { withLiveFreeSpace } from './storage/pools/live-free-space.js';
import { withJobStatus } from './storage/pools/live-job-status.js';
import { invalidateOnJobSteps } from './storage/pools/pool-info-invalidation.js';
import { PoolScrub } from './storage/pools/pool-scrub.js';
import { ScrubStore } from './storage/pools/pool-scrub-store.js';
import { PoolService } from './storage/pools/pool-service.js';
import { ScrubDamage } from './storage/pools/scrub-damage.js';
import { PoolStore } from './storage/pools/pool-store.js';
import type { SpareMonitor } from './storage/pools/spare-monitor.js';
import { resumeInterruptedJobs } from './storage/pools/resume-interrupted.js';
import { SmartService } from './storage/smart/smart-service.js';
import { SmartStore } from './storage/smart/smart-store.js';
import { UsageScheduler } from './storage/usage/usage-schedule.js';
import { UsageService } from './storage/usage/usage-service.js';
import { UsageStore } from './storage/usage/usage-store.js';
import { DiskWipe } from './storage/wipe/disk-wipe.js';

export interface StorageDeps {
  config: Config;
  db: Db;
  log: Logger;
  app: FastifyInstance;
  deviceKey: DeviceKey;
  /** When a scheduled reboot is due, for the poll's `reboot_at`. */
  rebootAt: () => number;
  /** The poll's `db_state`: `down` while a database repair is unacknowledged. */
  dbState?: () => 'ok' | 'down';
  /** The poll's `upgrade`: the system upgrade record. */
  upgrade?: PollingSources['upgrade'];
  /** Where the engine's start stands; told to the poll and the health check. */
  boot: StorageBoot;
  /** Whether a kind of system alert is raised (settings, sysNotice); every kind by default. */
  noticeEnabled?: (kind: AlertKind) => boolean;
  /** Subscribes to changes of those switches, so the poll's alerts follow at once. */
  onNoticeChange?: (listener: () => void) => void;
}

export interface Storage {
  bays: BayManager;
  disks: DiskMonitor;
  jobs: JobRegistry;
  pools: PoolService;
  poolInfo: PoolInfoCache;
  scrub: PoolScrub;
  health: PoolHealthMonitor;
  smart: SmartService;
  alerts: SystemAlerts;
  external: ExternalDisks;
  /**
   * Starts the engine (attaches the bays, mounts the pools, discovers the disks, starts the
   * monitors), telling `boot` each step and `boot.done()` at the end. Throws when a step fails; the
   * caller tells `boot.fail`. Aborted by a power-off that comes first.
   */
  start: (signal: AbortSignal) => Promise<void>;
}

/**
 * Wires the storage engine into the app: bays, disks, pools, jobs, their monitors and schedules, and
 * the storage routes. Everything it starts stops when the app closes; whoever stops the device
 * detaches the bays (`bays.detachAll()`) after that.
 */
export async function startStorage({
  config,
  db,
  log,
  app,
  deviceKey,
  rebootAt,
  dbState,
  upgrade,
  boot,
  noticeEnabled = () => true,
  onNoticeChange,
}: StorageDeps): Promise<Storage> {
  // Every route from here on is the engine's, refused until it is up.
  guardRoutesFromHere(app, boot);
  // A previous run killed outright may have left btrfs, mkfs or wipefs running: they go first.
  for (const orphan of takeOverChildren(config.dataDir)) {
    log.warn({ event: 'process.orphan-killed', ...orphan }, 'command of a killed run stopped');
  }
  const bays = new BayManager({ dataDir: config.dataDir, realBays: config.realBays, log });
  const jobs = new JobRegistry({ store: new JobStore(db) });
  const interrupted = jobs.failInterrupted();
  const poolStore = new PoolStore(db);
  const messages = new PoolMessages(undefined, db);
  const scrubDamage = new ScrubDamage(db, messages);
  const cacheStore = new CachePoolStore(db);
  // Bay disks the administrator chose to use as external disks (disk-change `extmountdisk`).
  const marks = new ExternalMarks(join(config.dataDir, 'external-marks.json'));
  const pools = new PoolService({
    external: (sn) => marks.has(sn),
    dataDir: config.dataDir,
    store: poolStore,
    bays,
    jobs,
    log,
    scrubDamage,
    caches: () => cacheStore.all(),
  });
  // `/zspool/info` answers from the last observation; changes mark it stale (pool-info-cache.ts).
  const poolInfo = new PoolInfoCache(() => pools.info());
  pools.onPoolsChanged(poolInfo.invalidate);
  invalidateOnJobSteps(jobs, poolInfo.invalidate);
  const scrub = new PoolScrub({
    pools: poolStore,
    store: new ScrubStore(db),
    jobs,
    mountPoint: (poolId) => pools.mountPoint(poolId),
    log,
    onFinished: (poolId, found) => pools.scrubFinished(poolId, found),
  });
  // A deleted pool (or one a restart cut off while being created) leaves no scrub schedule behind.
  pools.onPoolsChanged(() => scrub.forgetDeletedPools());

  const cacheCommands = bcacheCommands();
  const cache = new CacheFlow({
    jobs,
    bays,
    pools: () => poolStore.all(),
    store: cacheStore,
    support: () => detectCacheSupport(),
    commands: cacheCommands,
  });
  storageRoutes(app, { pools, poolInfo, jobs, deviceKey, cache });
  formatVerifyRoutes(app, { pools, cache, deviceKey });
  const caches = new CachePools({
    store: cacheStore,
    jobs,
    bays,
    pools: () => poolStore.all(),
    takenNames: (exceptId) => pools.takenNames(exceptId),
    commands: cacheCommands,
    guard: (device) => bays.assertBayDevice(device),
    log,
    // Roles and the pools' cache lists follow; the wiped SSDs are probed again.
    changed: (written) => pools.poolsChanged(written),
  });
  cacheRoutes(app, { caches, support: () => detectCacheSupport(), changed: poolInfo.invalidate });
  wipeRoutes(app, {
    wipe: new DiskWipe({ jobs, bays, pools: () => poolStore.all(), caches: () => cacheStore.all(), log }),
  });
  poolCareRoutes(app, { pools, scrub });
  const migration = new PoolMigration({ engine: pools.engine, store: new MigrationStore(db) });
  migrationRoutes(app, { migration, poolInfo });
  const usageStore = new UsageStore(db);
  const usage = new UsageService({
    jobs,
    store: usageStore,
    pool: (poolId) => poolStore.find(poolId),
    filesPath: (poolId) => pools.filesPath(poolId),
  });
  usageRoutes(app, { usage });
  const usageScheduler = new UsageScheduler({
    scheduled: () => usageStore.scheduled(),
    start: (poolId) => usage.start(poolId),
  });
  app.addHook('preClose', () => usageScheduler.stop());
  const external = new ExternalDisks({
    dataDir: config.dataDir,
    bays,
    jobs,
    isPoolMember: (sn) =>
      poolStore
        .all()
        .some(
          (pool) =>
            pool.spares.includes(sn) ||
            pool.members.some((m) => m.sn === sn) ||
            (pool.moving ?? []).some((pair) => pair.to === sn),
        ),
    marked: (sn) => marks.has(sn),
  });
  externalRoutes(app, { external });
  // Mounted external disks are unmounted at power-off, before the bays detach.
  app.addHook('onClose', () => external.powerOff());
  // Power-off: jobs stop and pools unmount when the app closes, before the bays detach.
  app.addHook('onClose', () => pools.powerOff());
  const disks = new DiskMonitor({
    bayPaths: bays.paths,
    realBays: config.realBays,
    messages,
    log,
  });
  app.addHook('onClose', () => disks.stop());
  const alerts = new SystemAlerts({
    disks: () => disks.list(),
    rereadSmart: () => disks.rereadSmart(),
    pools: async () => {
      // As `/zspool/info` answers: free space and the rebuild state read now.
      const info = await withLiveFreeSpace(await poolInfo.current(), (id) => pools.mountPoint(id));
      return Object.values(withJobStatus(info, jobs).zspool).flat();
    },
    changed: () => polling.changed(),
    log,
    ...(config.temperatureSampleMs === undefined ? {} : { sampleMs: config.temperatureSampleMs }),
  });
  alertRoutes(app, { alerts });
  const { polling } = setUpPolling({
    app,
    pools,
    store: poolStore,
    jobs,
    disks,
    caches: () => cacheStore.all(),
    rebootAt,
    dismissals: new DiskChangeDismissals(join(config.dataDir, 'disk-changes.json')),
    marked: (sn) => marks.has(sn),
    markExternal: async (serials) => {
      marks.mark(serials);
      await external.mountMarked(serials);
    },
    ...(dbState ? { dbState } : {}),
    ...(upgrade ? { upgrade } : {}),
    alerts: (details, userId) => alerts.list(details, userId).filter((alert) => noticeEnabled(alert.kind)),
  });
  onNoticeChange?.(() => polling.changed());
  const smartStore = new SmartStore(db);
  const smart = new SmartService({ disks, jobs, store: smartStore });
  const formatFlow = new FormatFlow({
    jobs,
    smart,
    acknowledge: (jobId) => polling.acknowledge(jobId),
    doneWindowMs: FMTDONE_MS,
  });
  formatSmartRoutes(app, { flow: formatFlow, smart, cache });
  ihmRoutes(app, {
    ihm: new IhmService({
      disks,
      jobs,
      store: smartStore,
      read: (serial, signal) => smart.read(serial, signal),
    }),
  });
  // A member lost or failing under a mounted pool: at once on a disk event, else within 5 s.
  const health = new PoolHealthMonitor({
    pools: () => poolInfo.refreshPools(),
    log,
  });
  app.addHook('onClose', () => health.stop());
  // What the start sets up stops with the app; hooks cannot be added once it listens.
  const stops: (() => void)[] = [];
  let spares: SpareMonitor | undefined;
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  // Scheduled scrubs and hot spares stop before the jobs are cancelled at power-off.
  app.addHook('preClose', async () => {
    scrub.scheduler.stop();
    await spares?.stop();
  });
  app.addHook('preClose', () => alerts.stop());
  boot.onChange((state) => {
    if (state.phase === 'booting') polling.enterBootStep(state.step);
    else if (state.phase === 'failed') polling.markBootFailed(state.reason);
    else polling.markBooted();
  });

  /**
   * The engine's start, in the steps the poll reports (spec 2 §2.1): attach the disks, mount the
   * pools, check the disks and take up interrupted jobs, then start the monitors. The daemon may
   * already listen meanwhile; storage calls wait for it (guardRoutesFromHere).
   */
  const start = async (signal: AbortSignal): Promise<void> => {
    const step = async (name: Parameters<StorageBoot['enter']>[0]) => {
      if (signal.aborted) throw new Error('the device is stopping');
      await boot.enter(name, signal);
    };
    await step('attaching');
    await bays.boot(config.bays);
    // A disk marked external that left its bay while the device was off is a bay disk again.
    marks.keepOnly(
      (await bays.list()).flatMap((bay) => (bay.state === 'present' && bay.serial ? [bay.serial] : [])),
    );
    await step('mounting');
    await pools.boot();
    await step('checking');
    scrub.forgetDeletedPools();
    await resumeInterruptedJobs(interrupted, { jobs, scrub, engine: pools.engine, log, migration });
    // The poll's disk roles were read before the start: what it undid (a creation a restart cut
    // off) or mounted changes them, so roles, pool info and the poll look again.
    pools.poolsChanged();
    await disks.start();
    await step('preparing');
    usageScheduler.start();
    // A marked external disk that leaves its bay is a bay disk like any other when it comes back.
    disks.on('disk-removed', (disk) => marks.forget([disk.sn]));
    for (const event of ['disk-added', 'disk-removed', 'disk-changed'] as const) {
      disks.on(event, () => {
        poolInfo.invalidate();
        health.nudge();
      });
    }
    // A bay command is a disk change the engine made itself: no need to wait for the disk monitor.
    stops.push(
      bays.onChange(() => {
        poolInfo.invalidate();
        health.nudge();
      }),
    );
    await health.start();
    // Disk and pool events stay as storage messages until read (issue 12, finding 10); heard
    // after the first look, so a restart does not repeat the states it found.
    stops.push(
      recordStorageEvents({
        disks,
        health,
        jobs,
        pools: poolStore,
        changed: polling.changed,
      }),
    );
    const monitor = pools.spareMonitor(undefined, () => poolInfo.current());
    spares = monitor;
    // A disk put back leaves a pool degraded as before; the monitor re-attaches it.
    for (const event of ['disk-removed', 'disk-added'] as const) disks.on(event, () => monitor.nudge());
    health.onChange(() => monitor.nudge());
    // A repair or re-attach that ends changes the pool's health (degraded while it rebuilds).
    jobs.onChange((job) => {
      if (job.poolId !== null && ['done', 'failed', 'cancelled'].includes(job.state)) health.nudge();
    });
    scrub.scheduler.start();
    monitor.start();
    await alerts.start();
    // A member found stale at start waits for no event.
    monitor.nudge();
    boot.done();
  };
  return { bays, disks, jobs, pools, poolInfo, scrub, health, smart, alerts, external, start };
}
