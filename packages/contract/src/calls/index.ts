import type { CallDef } from './define.js';
import * as auth from './auth.js';
import * as system from './system.js';
import * as storage from './storage.js';
import * as disks from './disks.js';
import * as formatFlow from './format-flow.js';
import * as smart from './smart.js';
import * as ihm from './ihm.js';
import * as poolUsage from './pool-usage.js';
import * as external from './external.js';
import * as diskWipe from './disk-wipe.js';
import * as kv from './kv.js';
import * as accounts from './accounts.js';
import * as groups from './groups.js';
import * as cache from './cache.js';
import * as agent from './agent.js';
import * as migration from './migration.js';
import * as dbRepair from './db-repair.js';
import * as alerts from './alerts.js';
import * as remoteHelp from './remote-help.js';
import * as upgrade from './upgrade.js';
import * as files from './files.js';
import * as transfers from './transfers.js';
import * as shares from './shares.js';
import * as search from './search.js';
import * as safe from './safe.js';
import * as logs from './logs.js';
import * as actionLog from './action-log.js';
// App service permits and the group-folder permit exports (issue 16 §3).
import * as servicePermits from './service-permits.js';
import * as publicPermits from './public-permits.js';
import * as quota from './quota.js';
import * as directory from './directory.js';
import * as avatars from './avatars.js';
// Network settings (issue 17 §2).
import * as network from './network.js';
// The file services (issue 17 §1).
import * as fileServices from './file-services.js';
import * as sambaAudit from './samba-audit.js';
// The resource monitor (issue 17 §3).
import * as monitor from './monitor.js';
// The settings app's device pages (issue 17).
import * as deviceSettings from './device-settings.js';
import * as sambaSystem from './samba-system.js';
// UPS, power schedule, sub-administrator, office viewer, VM check, device removal, AP (issue 17).
import * as deviceExtras from './device-extras.js';
// The remaining T3 system calls and popup close (issue 17).
import * as systemExtras from './system-extras.js';

/** Every call of the wire contract, by name. The daemon registers exactly these routes. */
export const CALLS = {
  ...auth,
  ...system,
  ...storage,
  ...disks,
  ...formatFlow,
  ...smart,
  ...ihm,
  ...poolUsage,
  ...external,
  ...diskWipe,
  ...kv,
  ...accounts,
  ...groups,
  ...cache,
  ...agent,
  ...migration,
  ...dbRepair,
  ...alerts,
  ...remoteHelp,
  ...upgrade,
  ...files,
  ...transfers,
  ...shares,
  ...search,
  ...safe,
  ...logs,
  ...actionLog,
  ...servicePermits,
  ...publicPermits,
  ...quota,
  ...directory,
  ...avatars,
  ...network,
  ...fileServices,
  ...sambaAudit,
  ...monitor,
  ...deviceSettings,
  ...sambaSystem,
  ...deviceExtras,
  ...systemExtras,
} satisfies Record<string, CallDef>;

export type CallName = keyof typeof CALLS;

export const ALL_CALLS: readonly CallDef[] = Object.values(CALLS);

export * from './define.js';
export * from './file-services-types.js';
export * from './file-service-calls.js';
export * from './samba-audit-types.js';
export * from './session-types.js';
export * from './storage-types.js';
export * from './scrub-types.js';
export * from './polling-types.js';
export * from './smart-types.js';
export * from './ihm-types.js';
export * from './pool-usage-types.js';
export * from './external-types.js';
export * from './external-label-rules.js';
export * from './kv-types.js';
export * from './accounts-types.js';
export * from './quota-types.js';
export * from './avatars-types.js';
export * from './device-settings-types.js';
export * from './system-extras-types.js';
export * from './agent-types.js';
export * from './files-types.js';
export * from './transfers-types.js';
export * from './shares-types.js';
export * from './search-types.js';
export * from './migration-types.js';
export * from './db-repair-types.js';
export * from './alert-types.js';
export * from './remote-help-types.js';
export * from './upgrade-types.js';
export * from './safe-types.js';
export * from './logs-types.js';
export * from './service-permits-types.js';
export * from './audit-actions.js';
export * from './directory-types.js';
// Network settings (issue 17 §2).
export * from './network-types.js';
export * from './monitor-types.js';
export * from './device-extras-types.js';
export * from './sub-admin-areas.js';
