import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DeviceIdentity } from '../../device/identity.js';
import { AppError } from '../../http/app-error.js';
import { registerPrivateCall, registerPublicCall } from '../../http/register-call.js';
import { auditAct, audited } from '../audit/audit-act.js';
import type { PowerSwitch } from '../../platform/power.js';
import type { RebootSchedule } from '../../platform/reboot-schedule.js';

export interface SystemRoutesDeps {
  identity: DeviceIdentity;
  power: PowerSwitch;
  reboot: RebootSchedule;
  /** This run's boot id, answered by /healthcheck. */
  bootId: string;
  /** The storage engine's start: booting, booted or failed. */
  storage: () => 'booting' | 'booted' | 'failed';
}

export function systemRoutes(
  app: FastifyInstance,
  { identity, power, reboot, bootId, storage }: SystemRoutesDeps,
): void {
  registerPublicCall(app, CALLS.versions, () => ({ ...identity }));
  registerPublicCall(app, CALLS.healthcheck, () => ({
    status: 'ok' as const,
    uptime: Math.round(process.uptime()),
    boot: bootId,
    storage: storage(),
  }));

  for (const [call, action] of [
    [CALLS.reboot, 'reboot'],
    [CALLS.shutdown, 'shutdown'],
  ] as const) {
    registerPrivateCall(app, call, ({ reply, auth, request }) => {
      if (!power.available) {
        auditAct(request, { category: 'system', action: `power.${action}` }, Code.powerUnavailable);
        throw new AppError(Code.powerUnavailable);
      }
      auditAct(request, { category: 'system', action: `power.${action}` });
      app.log.info({ event: `power.${action}`, userid: auth.user.id }, `${action} requested`);
      // The answer must reach the page before the daemon goes away.
      reply.raw.once('finish', () => power.request(action));
      return { action };
    });
  }

  registerPrivateCall(app, CALLS.setRebootTime, async ({ payload, auth, request }) => {
    const act = { category: 'system', action: 'power.reboot_time', detail: { time: payload.time } } as const;
    const answer = await audited(request, act, () => reboot.set(payload.time));
    app.log.info({ event: 'power.reboot_time', userid: auth.user.id, ...answer }, 'reboot time set');
    return answer;
  });
}
