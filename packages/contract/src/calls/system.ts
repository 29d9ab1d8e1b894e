import { z } from 'zod';
import { PasswordEvent } from '../password-events.js';
import { PERMISSIONS } from '../permissions.js';
import { TIMEOUTS } from '../constants.js';
import { zFlag } from '../fields.js';
import { ANY_ROLE } from '../roles.js';
import { defineCall, PUBLIC, rolesAccess } from './define.js';
import { PRE_SESSION_WIRE } from './pre-session.js';
import { zPollResponse } from './polling-types.js';

export const versions = defineCall({
  ...PRE_SESSION_WIRE.versions,
  payload: z.object({}),
  response: z.object({
    nasid: z.string(),
    name: z.string(),
    model: z.string(),
    version: z.string(),
  }),
  access: PUBLIC,
});

/** `boot` names this run of the daemon, so a starter can tell its own daemon from another on the port. */
export const healthcheck = defineCall({
  method: 'GET',
  path: '/healthcheck',
  payload: z.object({}),
  response: z.object({
    status: z.literal('ok'),
    uptime: z.number(),
    boot: z.string(),
    /** The storage engine: still starting (its calls answer C100425), up, or failed to start. */
    storage: z.enum(['booting', 'booted', 'failed']),
  }),
  access: PUBLIC,
});

const zPowerAnswer = z.object({ action: z.enum(['reboot', 'shutdown']) });

/** Restarts the device (in service mode, the daemon); the master only, after a Power password check. */
export const reboot = defineCall({
  method: 'POST',
  path: '/system/reboot',
  payload: z.object({}),
  response: zPowerAnswer,
  access: rolesAccess(PERMISSIONS.power),
  passwordEvent: PasswordEvent.power,
});

/**
 * Schedules a reboot at `time` (epoch seconds), or clears it with 0; the master only, after a Power
 * password check. polling2's `reboot_at` shows it.
 */
export const setRebootTime = defineCall({
  method: 'POST',
  path: '/system/set_reboot_time',
  payload: z.object({ time: z.coerce.number().int().min(0).max(4_102_444_800) }),
  response: z.object({ reboot_at: z.number().int() }),
  access: rolesAccess(PERMISSIONS.power),
  passwordEvent: PasswordEvent.power,
});

export const shutdown = defineCall({
  method: 'POST',
  path: '/system/shutdown',
  payload: z.object({}),
  response: zPowerAnswer,
  access: rolesAccess(PERMISSIONS.power),
  passwordEvent: PasswordEvent.power,
});

/**
 * The poll (POLL-01): every second, also on the lock screen. One answer carries spec 2's storage
 * message (`type`) and spec 3's format-flow `stage` (DECISIONS "Storage").
 */
export const polling2 = defineCall({
  method: 'POST',
  path: '/system/polling2',
  payload: z.object({ show_hidden_drive: zFlag.optional() }),
  response: zPollResponse,
  access: rolesAccess(ANY_ROLE),
  timeoutMs: TIMEOUTS.polling,
  allowedWhileLocked: true,
});
