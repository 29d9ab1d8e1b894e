import { z } from 'zod';
import { TIMEOUTS } from '../constants.js';
import { PERMISSIONS } from '../permissions.js';
import { FILE_SERVICES } from './file-services-types.js';
import { defineCall, rolesAccess } from './define.js';
import {
  MONITOR_HISTORY_SECONDS,
  zMonitorDisk,
  zMonitorHardware,
  zMonitorHistory,
  zManagedService,
  zMonitorSample,
  zProcessInfo,
} from './monitor-types.js';

const monitor = rolesAccess(PERMISSIONS.monitor);

/** The kept samples (one hour), or the last `seconds` of them. */
export const monitorHistory = defineCall({
  method: 'POST',
  path: '/monitor/history',
  payload: z.object({ seconds: z.coerce.number().int().min(1).max(MONITOR_HISTORY_SECONDS).optional() }),
  response: zMonitorHistory,
  access: monitor,
});

/** The newest sample; null in the first second after the daemon started. */
export const monitorCurrent = defineCall({
  method: 'POST',
  path: '/monitor/current',
  payload: z.object({}),
  response: zMonitorSample.nullable(),
  access: monitor,
});

/** The disks the monitor charts, with their temperature and SMART health as last read (no command runs). */
export const monitorDisks = defineCall({
  method: 'POST',
  path: '/monitor/disks',
  payload: z.object({}),
  response: z.object({ list: z.array(zMonitorDisk) }),
  access: monitor,
});

/** The machine: CPU model and count, memory, kernel, uptime, disks. */
export const monitorHardware = defineCall({
  method: 'POST',
  path: '/monitor/hardware',
  payload: z.object({}),
  response: zMonitorHardware,
  access: monitor,
});

/** Every process of the machine (MON-02); the page sorts and searches. */
export const managerProcesses = defineCall({
  method: 'POST',
  path: '/manager/processes',
  payload: z.object({}),
  response: z.object({ list: z.array(zProcessInfo) }),
  access: monitor,
});

/** The services the monitor manages (the file services) with their state now. */
export const managerSrvs = defineCall({
  method: 'POST',
  path: '/manager/srvs',
  payload: z.object({}),
  response: z.object({ list: z.array(zManagedService) }),
  access: monitor,
});

/** Starts a service now (T3: 10 min); whether it starts with the device is the settings' `enable`. */
export const managerSrvStart = defineCall({
  method: 'POST',
  path: '/manager/srv/start',
  payload: z.object({ name: z.enum(FILE_SERVICES) }),
  response: zManagedService,
  access: monitor,
  timeoutMs: TIMEOUTS.serviceStartStop,
});

/** Stops a service now (T3: 10 min); an enabled one starts again with the device. */
export const managerSrvStop = defineCall({
  method: 'POST',
  path: '/manager/srv/stop',
  payload: z.object({ name: z.enum(FILE_SERVICES) }),
  response: zManagedService,
  access: monitor,
  timeoutMs: TIMEOUTS.serviceStartStop,
});
