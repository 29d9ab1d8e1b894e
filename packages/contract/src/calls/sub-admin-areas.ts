import type { CallDef } from './define.js';
import type { SubAdminArea } from './device-extras-types.js';
import * as deviceExtras from './device-extras.js';
import * as deviceSettings from './device-settings.js';
import { FILE_SERVICE_CALLS } from './file-service-calls.js';
import * as monitor from './monitor.js';
import * as network from './network.js';
import * as sambaAudit from './samba-audit.js';
import * as sambaSystem from './samba-system.js';

/**
 * A settings change the master may close to operations administrators (`/setting/sub/perm`).
 * `readUnless`: the call only reads unless its payload carries this field (a service's `config`
 * without `data`), and a read stays open.
 */
export interface SubAdminChange {
  call: CallDef;
  area: SubAdminArea;
  readUnless?: string;
}

const services = Object.values(FILE_SERVICE_CALLS).flatMap((calls): SubAdminChange[] => [
  { call: calls.enable, area: 'fileServices' },
  { call: calls.config, area: 'fileServices', readUnless: 'data' },
  { call: calls.recycle, area: 'fileServices', readUnless: 'enable' },
  { call: calls.mappingRename, area: 'fileServices' },
  { call: calls.mappingDel, area: 'fileServices' },
  { call: calls.mappingAdd, area: 'fileServices' },
]);

/**
 * Every settings change by area, in one place: the daemon refuses a closed area's changes to role 2
 * (C136004) and the pages grey out the same actions. The default pool is the master's already, and
 * each user's own appearance is theirs (docs/decisions.md, issue 17).
 */
export const SUB_ADMIN_CHANGES: readonly SubAdminChange[] = [
  { call: network.networkChange, area: 'network' },
  { call: network.wakeOnLanSet, area: 'network' },
  { call: deviceExtras.apOpen, area: 'network' },
  { call: deviceExtras.apSwitch, area: 'network' },
  { call: deviceSettings.timeSet, area: 'time' },
  { call: deviceSettings.diskSleepSet, area: 'hardware' },
  { call: deviceSettings.ledSet, area: 'hardware' },
  { call: deviceSettings.fanSet, area: 'hardware' },
  { call: deviceExtras.upsSetting, area: 'hardware' },
  { call: deviceExtras.upsSwitch, area: 'hardware' },
  { call: deviceExtras.upsBuiltInBattery, area: 'hardware' },
  ...services,
  { call: sambaSystem.systemSmbStart, area: 'fileServices' },
  { call: sambaSystem.systemSmbStop, area: 'fileServices' },
  { call: sambaAudit.sambaAuditUpdate, area: 'fileServices' },
  { call: monitor.managerSrvStart, area: 'fileServices' },
  { call: monitor.managerSrvStop, area: 'fileServices' },
  { call: deviceSettings.deviceRename, area: 'device' },
  { call: deviceSettings.noticeSet, area: 'device' },
  { call: deviceExtras.officeSaveConfig, area: 'device' },
];

/** The area a call changes, when it is a settings change; undefined for reads and other calls. */
export function subAdminAreaOf(
  call: CallDef,
  payload: Record<string, unknown> = {},
): SubAdminArea | undefined {
  const change = SUB_ADMIN_CHANGES.find((entry) => entry.call === call);
  if (!change) return undefined;
  if (change.readUnless !== undefined && payload[change.readUnless] === undefined) return undefined;
  return change.area;
}
