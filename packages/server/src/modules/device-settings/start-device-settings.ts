import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/open-database.js';
import type { DeviceIdentity } from '../../device/identity.js';
import type { Storage } from '../../start-storage.js';
import { KvStore } from '../kv/kv-store.js';
import { AppearanceService } from './appearance/appearance-service.js';
import { ClockService } from './clock/clock-service.js';
import { DryRunClock } from './clock/dry-run-clock.js';
import { HostClock } from './clock/host-clock.js';
import type { SystemClock } from './clock/system-clock.js';
import { DiskSleepControl } from './hardware/disk-sleep.js';
import { MachineControls } from './hardware/machine-controls.js';
import type { NoticeSettings } from './notices/notice-settings.js';
import { deviceSettingsRoutes } from './routes.js';

/** Where the dry-run clock records what it would have done (one JSON line per change). */
export const CLOCK_DRY_RUN_FILE = join('logs', 'clock-dry-run.jsonl');

export function clockOf(config: Pick<Config, 'clock' | 'dataDir'>): SystemClock {
  return config.clock === 'dry-run'
    ? new DryRunClock(join(config.dataDir, CLOCK_DRY_RUN_FILE))
    : new HostClock();
}

export interface DeviceSettingsStart {
  app: FastifyInstance;
  config: Config;
  db: Db;
  identity: DeviceIdentity;
  notices: NoticeSettings;
  /** The storage engine, asked at a call's time (it is wired after these routes). */
  storage: () => Storage;
}

/**
 * The settings app's device pages (issue 17): name and hardware, time, appearance, disk standby,
 * LEDs and fans, notices. Registered before the storage engine, so all but disk standby answer while
 * it starts.
 */
export function startDeviceSettings({
  app,
  config,
  db,
  identity,
  notices,
  storage,
}: DeviceSettingsStart): void {
  let diskSleep: DiskSleepControl | undefined;
  deviceSettingsRoutes(app, {
    db,
    identity,
    clock: new ClockService(clockOf(config)),
    appearance: new AppearanceService(new KvStore(db), config.dataDir),
    notices,
    controls: new MachineControls(),
    diskSleep: () =>
      (diskSleep ??= new DiskSleepControl({
        db,
        disks: () => storage().disks.list(),
        deviceOf: (sn) => storage().disks.deviceOf(sn),
      })),
  });
}
