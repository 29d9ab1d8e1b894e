import { z } from 'zod';
import { defineCall, PUBLIC } from './define.js';

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
