import { z } from 'zod';
import { PasswordEvent } from '../password-events.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, PUBLIC, rolesAccess } from './define.js';

export const versions = defineCall({
  method: 'POST',
  path: '/system/versions',
  payload: z.object({}),
  response: z.object({
    nasid: z.string(),
    name: z.string(),
    model: z.string(),
    version: z.string(),
  }),
  access: PUBLIC,
});

export const healthcheck = defineCall({
  method: 'GET',
  path: '/healthcheck',
  payload: z.object({}),
  response: z.object({ status: z.literal('ok'), uptime: z.number() }),
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

export const shutdown = defineCall({
  method: 'POST',
  path: '/system/shutdown',
  payload: z.object({}),
  response: zPowerAnswer,
  access: rolesAccess(PERMISSIONS.power),
  passwordEvent: PasswordEvent.power,
});
