import { z } from 'zod';
import { zFlag, zInt } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { ANY_ROLE } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import {
  DEVICE_NAME_MAX,
  zClockChange,
  zDeviceHardware,
  zHardwareState,
  zNoticeEvent,
  zNoticeSettings,
  zPcSetting,
  zTheme,
  zTimeState,
  zWallpaperChoice,
} from './device-settings-types.js';

const SETTINGS = rolesAccess(PERMISSIONS.settings);

/** Renames the device: the sign-in page, the desktop and `/system/versions` show the new name. */
export const deviceRename = defineCall({
  method: 'POST',
  path: '/system/setting',
  payload: z.object({ name: z.string().max(DEVICE_NAME_MAX * 4) }),
  response: z.object({ name: z.string() }),
  access: SETTINGS,
});

/** The machine's processor, memory, kernel, system and uptimes, read from it now. */
export const deviceHardware = defineCall({
  method: 'POST',
  path: '/system/hardware',
  payload: z.object({}),
  response: zDeviceHardware,
  access: SETTINGS,
});

/** The clock: now, the time zone and the zones to choose from, NTP as found, the backend. */
export const timeLoad = defineCall({
  method: 'POST',
  path: '/system/time',
  payload: z.object({}),
  response: zTimeState,
  access: SETTINGS,
});

/** Sets the time zone and/or the date and time (epoch seconds) through the clock backend. */
export const timeSet = defineCall({
  method: 'POST',
  path: '/system/time/set',
  payload: z.object({
    zone: z.string().min(1).max(64).optional(),
    time: zInt.pipe(z.number().int()).optional(),
  }),
  response: zClockChange,
  access: SETTINGS,
});

/** The caller's desktop settings (PCSetting): wallpaper, theme, their uploaded wallpaper's version. */
export const settingLoad = defineCall({
  method: 'POST',
  path: '/setting/load',
  payload: z.object({}),
  response: zPcSetting,
  access: rolesAccess(ANY_ROLE),
});

/** Changes the caller's wallpaper and/or theme; `custom` only once a wallpaper is uploaded. */
export const settingChange = defineCall({
  method: 'POST',
  path: '/setting/change',
  payload: z.object({ wallpaper: zWallpaperChoice.optional(), theme: zTheme.optional() }),
  response: zPcSetting,
  access: rolesAccess(ANY_ROLE),
});

/** Uploads the caller's wallpaper (the picture's bytes) and makes it their wallpaper. */
export const settingWallpaper = defineCall({
  method: 'POST',
  path: '/setting/wallpaper',
  payload: z.object({}),
  response: zPcSetting,
  access: rolesAccess(ANY_ROLE),
  bodyType: 'binary',
});

/** The caller's uploaded wallpaper (`image/webp`), by the session cookie; `v` is for caching only. */
export const settingWallpaperImage = defineCall({
  method: 'GET',
  path: '/setting/wallpaper/image',
  payload: z.object({ v: z.string().max(20).optional() }),
  response: z.unknown(),
  access: rolesAccess(ANY_ROLE),
  cookieAuth: true,
});

/** Every disk with its standby control (where supported), and the LEDs and fans the machine has. */
export const diskStatics = defineCall({
  method: 'POST',
  path: '/disk/statics',
  payload: z.object({}),
  response: zHardwareState,
  access: SETTINGS,
});

/** Asks a disk whether it is spinning or in standby (`hdparm -C`). */
export const diskSleepCheck = defineCall({
  method: 'POST',
  path: '/disk/sleep_check',
  payload: z.object({ sn: z.string().min(1).max(128) }),
  response: z.object({ sn: z.string(), state: z.enum(['active', 'standby', 'unknown']) }),
  access: SETTINGS,
});

/** Sets a disk's standby timer (`hdparm -S`); minutes from DISK_SLEEP_MINUTES, 0 = never. */
export const diskSleepSet = defineCall({
  method: 'POST',
  path: '/disk/sleepset',
  payload: z.object({ sn: z.string().min(1).max(128), minutes: zInt }),
  response: z.object({ sn: z.string(), minutes: z.number().int() }),
  access: SETTINGS,
});

/** Turns one of the machine's LEDs on or off. */
export const ledSet = defineCall({
  method: 'POST',
  path: '/led/set',
  payload: z.object({ name: z.string().min(1).max(64), on: zFlag }),
  response: z.object({ name: z.string(), on: z.boolean() }),
  access: SETTINGS,
});

/** Sets one of the machine's fans to automatic or full speed. */
export const fanSet = defineCall({
  method: 'POST',
  path: '/fan/set',
  payload: z.object({ name: z.string().min(1).max(64), mode: z.enum(['auto', 'full']) }),
  response: z.object({ name: z.string(), mode: z.enum(['auto', 'full']) }),
  access: SETTINGS,
});

/** Which system events raise notices on this device. */
export const noticeLoad = defineCall({
  method: 'POST',
  path: '/setting/notice/load',
  payload: z.object({}),
  response: zNoticeSettings,
  access: SETTINGS,
});

export const noticeSet = defineCall({
  method: 'POST',
  path: '/setting/notice/set',
  payload: z.object({ event: zNoticeEvent, enabled: zFlag }),
  response: zNoticeSettings,
  access: SETTINGS,
});
