import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { binaryBodyOf } from '../../http/binary-body.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { PowerSwitch } from '../../platform/power.js';
import type { UpgradeService } from './upgrade-service.js';

export interface UpgradeRoutesDeps {
  upgrade: UpgradeService;
  power: PowerSwitch;
}

/** The upgrade calls (contract `calls/upgrade.ts`); only the master changes anything. */
export function upgradeRoutes(app: FastifyInstance, { upgrade, power }: UpgradeRoutesDeps): void {
  registerPrivateCall(app, CALLS.upgradeInfo, () => upgrade.info());

  registerPrivateCall(app, CALLS.upgradeProgress, ({ request }) =>
    upgrade.record(langOf(request.headers['accept-language'])),
  );

  registerPrivateCall(app, CALLS.upgradeUpload, async ({ request }) => {
    const { stream, length } = binaryBodyOf(request);
    await upgrade.upload(stream, length);
    return upgrade.record(langOf(request.headers['accept-language']));
  });

  registerPrivateCall(app, CALLS.upgradeLocal, async ({ payload, request }) => {
    await upgrade.local(payload.path);
    return upgrade.record(langOf(request.headers['accept-language']));
  });

  // Confirm and retry end in a restart into the new version: only where something can restart.
  for (const call of [CALLS.upgradeConfirm, CALLS.upgradeRetry]) {
    registerPrivateCall(app, call, async ({ payload, request, reply, auth }) => {
      const act = (done?: { target_version: string }) =>
        ({
          category: 'system',
          action: call === CALLS.upgradeConfirm ? 'upgrade.install' : 'upgrade.retry',
          target: done?.target_version ?? payload.id,
        }) as const;
      const record = await audited(request, act, async () => {
        if (!power.available) throw new AppError(Code.powerUnavailable);
        return call === CALLS.upgradeConfirm
          ? await upgrade.confirm(payload.id)
          : await upgrade.retry(payload.id);
      });
      app.log.info(
        { event: 'upgrade.restart', userid: auth.user.id, version: record.target_version },
        'restarting into the new version',
      );
      rebootAfterAnswer(reply, power);
      return upgrade.record(langOf(request.headers['accept-language']));
    });
  }

  registerPrivateCall(app, CALLS.upgradeDismiss, async ({ payload, request, auth }) => {
    await upgrade.dismiss(payload.id);
    app.log.info({ event: 'upgrade.dismissed', userid: auth.user.id }, 'upgrade dismissed');
    return upgrade.record(langOf(request.headers['accept-language']));
  });
}

/**
 * The answer must reach the page before the daemon goes away (as /system/reboot, but without its
 * reboot push: the pages follow the upgrade record, which reads `reboot` already). `close` comes
 * after the answer, and also when the page went away first: the release is pending either way,
 * and a daemon left running would keep the record at `reboot`.
 */
function rebootAfterAnswer(reply: FastifyReply, power: PowerSwitch): void {
  reply.raw.once('close', () => power.request('reboot', { announce: false }));
}
