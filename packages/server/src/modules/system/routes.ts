import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DeviceIdentity } from '../../device/identity.js';
import { registerPublicCall } from '../../http/register-call.js';

export function systemRoutes(app: FastifyInstance, identity: DeviceIdentity): void {
  registerPublicCall(app, CALLS.versions, () => ({ ...identity }));
  registerPublicCall(app, CALLS.healthcheck, () => ({
    status: 'ok' as const,
    uptime: Math.round(process.uptime()),
  }));
}
