import { z } from 'zod';
import { zFlag, zInt, zList } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { ANY_ROLE, MASTER_ONLY } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import {
  UPS_LEVEL,
  UPS_MINUTES,
  UPS_MODES,
  zApStatus,
  zDeviceRemoval,
  zOfficeConfig,
  zPpsEntry,
  zPpsState,
  zSubAdminPerms,
  zUpsInfo,
  zUpsPolicy,
  zVmCheck,
} from './device-extras-types.js';

/**
 * The remaining settings and device calls of T3 "Settings and device" (issue 17): the UPS, the power
 * plan schedule, the operations administrator's settings areas, the office viewer, the VM check,
 * safely removing an external disk and the access point.
 */
const SETTINGS = rolesAccess(PERMISSIONS.settings);

/** The UPS the machine has (Linux's power-supply class), its readings and the stored policy. */
export const upsInfo = defineCall({
  method: 'GET',
  path: '/ups/info',
  payload: z.object({}),
  response: zUpsInfo,
  access: SETTINGS,
});

/** Stores the policy: on battery, shut down after `minutes` (1–120) or at `level` % (5–95). */
export const upsSetting = defineCall({
  method: 'POST',
  path: '/ups/setting',
  payload: z.object({
    mode: z.enum(UPS_MODES),
    minutes: zInt.pipe(z.number().min(UPS_MINUTES.min).max(UPS_MINUTES.max)).optional(),
    level: zInt.pipe(z.number().min(UPS_LEVEL.min).max(UPS_LEVEL.max)).optional(),
  }),
  response: zUpsPolicy,
  access: SETTINGS,
});

/** Turns the UPS watch on or off. */
export const upsSwitch = defineCall({
  method: 'POST',
  path: '/ups/switch',
  payload: z.object({ enable: zFlag }),
  response: zUpsPolicy,
  access: SETTINGS,
});

/** The setting of a model with a built-in battery: this machine has none, so it is refused. */
export const upsBuiltInBattery = defineCall({
  method: 'POST',
  path: '/ups/setting_p8batt',
  payload: z.object({ enable: zFlag.optional(), level: zInt.optional() }),
  response: z.null(),
  access: SETTINGS,
});

/** The power plan schedule: weekly shutdowns and wake-ups, and whether the machine can wake itself. */
export const ppsLoad = defineCall({
  method: 'POST',
  path: '/setting/pps/load',
  payload: z.object({}),
  response: zPpsState,
  access: SETTINGS,
});

/** Replaces the schedule (at most PPS_MAX_ENTRIES entries; a JSON array string in a form body). */
export const ppsSet = defineCall({
  method: 'POST',
  path: '/setting/pps/set',
  payload: z.object({ entries: zList(zPpsEntry) }),
  response: zPpsState,
  access: rolesAccess(PERMISSIONS.power),
});

/** Which settings areas operations administrators may change; they read it to grey out the rest. */
export const subPermLoad = defineCall({
  method: 'POST',
  path: '/setting/sub/perm/load',
  payload: z.object({}),
  response: zSubAdminPerms,
  access: SETTINGS,
});

/** The master opens or closes settings areas to operations administrators; areas not sent stay. */
export const subPermSet = defineCall({
  method: 'POST',
  path: '/setting/sub/perm',
  payload: z.object({
    network: zFlag.optional(),
    time: zFlag.optional(),
    hardware: zFlag.optional(),
    fileServices: zFlag.optional(),
    device: zFlag.optional(),
  }),
  response: zSubAdminPerms,
  access: rolesAccess(MASTER_ONLY),
});

/** The online office viewer's configuration: the provider's cloud service, never configured here. */
export const officeGetConfig = defineCall({
  method: 'POST',
  path: '/v2/weboffic/getconfig',
  payload: z.object({}),
  response: zOfficeConfig,
  access: rolesAccess(ANY_ROLE),
});

/** Refused with NOT_CONFIGURED (510): there is no office service to configure on a LAN-only box. */
export const officeSaveConfig = defineCall({
  method: 'POST',
  path: '/v2/weboffic/saveconfig',
  payload: z.object({ data: z.string().max(4096).optional() }),
  response: z.null(),
  access: SETTINGS,
});

/** Whether virtual machines can run here: `/dev/kvm` and Coffer's VM service. */
export const vmServiceCheck = defineCall({
  method: 'POST',
  path: '/env/checkVmService',
  payload: z.object({}),
  response: zVmCheck,
  access: rolesAccess(ANY_ROLE),
});

/**
 * Safely removes an external disk, named by its device or one partition's UUID: unmounts each of
 * its partitions, flushes it and lets it go (SET-DEV-03).
 */
export const deviceRemove = defineCall({
  method: 'POST',
  path: '/device/remove',
  payload: z
    .object({
      dev: z.string().min(1).max(255).startsWith('/dev/').optional(),
      uuid: z.string().min(1).max(64).optional(),
    })
    .refine((value) => value.dev !== undefined || value.uuid !== undefined, {
      message: 'dev or uuid',
      path: ['dev'],
    }),
  response: zDeviceRemoval,
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** Whether the machine has a Wi-Fi adapter to open an access point on. */
export const apStatus = defineCall({
  method: 'GET',
  path: '/webble/ap/status',
  payload: z.object({}),
  response: zApStatus,
  access: SETTINGS,
});

/** Opens an access point: refused, this machine has no Wi-Fi adapter (no hostapd support). */
export const apOpen = defineCall({
  method: 'POST',
  path: '/webble/ap/open',
  payload: z.object({
    ssid: z.string().max(64).optional(),
    password: z.string().max(128).optional(),
  }),
  response: z.null(),
  access: SETTINGS,
});

/** Turns the access point on or off: refused like `/webble/ap/open`. */
export const apSwitch = defineCall({
  method: 'POST',
  path: '/webble/ap/switch',
  payload: z.object({ enable: zFlag.optional() }),
  response: z.null(),
  access: SETTINGS,
});
