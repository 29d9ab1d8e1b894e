import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import type { PowerSwitch } from '../../platform/power.js';
import type { Storage } from '../../start-storage.js';
import type { StorageBoot } from '../../storage/boot/storage-boot.js';
import { ExternalRemoval } from '../../storage/external/external-removal.js';
import type { AuditLog } from '../audit/audit-log.js';
import { absentServiceRoutes } from './absent-service-routes.js';
import { deviceRemovalRoutes } from './device-removal-routes.js';
import { PowerPlan } from './power-plan.js';
import { powerPlanRoutes } from './power-plan-routes.js';
import { guardSubAdminAreas } from './sub-admin-gate.js';
import { SubAdminPermsStore } from './sub-admin-perms.js';
import { subAdminRoutes } from './sub-admin-routes.js';
import { UpsPolicyStore } from './ups-policy-store.js';
import { upsRoutes } from './ups-routes.js';
import { UpsWatch } from './ups-watch.js';

export interface DeviceExtrasStart {
  app: FastifyInstance;
  db: Db;
  power: PowerSwitch;
  audit: AuditLog;
  boot: StorageBoot;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

export interface DeviceExtras {
  ups: UpsWatch;
  plan: PowerPlan;
  subAdmins: SubAdminPermsStore;
  /** Device removal needs the storage engine, wired after these routes. */
  attachStorage(storage: Pick<Storage, 'external' | 'bays'>): void;
}

/**
 * The remaining settings and device calls (issue 17): the UPS watch, the power plan schedule, the
 * operations administrator's settings areas (a hook over every call), the services this machine
 * lacks, and safely removing an external disk. Registered before the storage engine, so all but
 * device removal answer while it starts.
 */
export function startDeviceExtras({ app, db, power, audit, boot, log }: DeviceExtrasStart): DeviceExtras {
  const policy = new UpsPolicyStore(db);
  const ups = new UpsWatch({ policy, power, audit, log });
  ups.start();
  const plan = new PowerPlan({ db, power, audit, log });
  plan.boot();
  app.addHook('onClose', () => {
    ups.stop();
    plan.stop();
  });
  const subAdmins = new SubAdminPermsStore(db);
  guardSubAdminAreas(app, subAdmins);
  upsRoutes(app, { policy, watch: ups });
  powerPlanRoutes(app, { plan });
  subAdminRoutes(app, { perms: subAdmins });
  absentServiceRoutes(app);
  let removal: ExternalRemoval | undefined;
  deviceRemovalRoutes(app, () => (boot.booted ? removal : undefined));
  return {
    ups,
    plan,
    subAdmins,
    attachStorage: (storage) => {
      removal = new ExternalRemoval({ external: storage.external, bays: storage.bays });
    },
  };
}
