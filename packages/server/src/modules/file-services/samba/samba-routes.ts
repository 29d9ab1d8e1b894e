import { CALLS, Code, zSambaAuditSettings } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import { audited } from '../../audit/audit-act.js';
import type { FileServices } from '../file-services.js';
import type { SambaAuditStore } from './samba-audit-store.js';
import type { SambaDriver } from './samba-driver.js';

/** The Samba audit log (SET-SVC-02, LOG-03) and SMB start/stop (SET-SVC-03). */
export function sambaRoutes(
  app: FastifyInstance,
  { services, samba, audit }: { services: FileServices; samba: SambaDriver; audit: SambaAuditStore },
): void {
  registerPrivateCall(app, CALLS.sambaAuditList, ({ payload }) => {
    samba.pollAudit();
    return { ...audit.list(payload), settings: audit.settings() };
  });
  registerPrivateCall(app, CALLS.sambaAuditUpdate, ({ payload, request }) => {
    let raw: unknown;
    try {
      raw = JSON.parse(payload.data);
    } catch {
      throw new AppError(Code.fileServiceConfigInvalid, { reason: 'not JSON' });
    }
    const parsed = zSambaAuditSettings.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(Code.fileServiceConfigInvalid, {
        reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      });
    }
    const settings = parsed.data;
    return audited(
      request,
      { category: 'setting', action: 'service.config', target: 'samba', detail: { audit: settings } },
      async () => {
        await samba.auditChanged(settings);
        return audit.settings();
      },
    );
  });
  const act = (action: 'service.start' | 'service.stop') =>
    ({ category: 'setting', action, target: 'samba', detail: {} }) as const;
  registerPrivateCall(app, CALLS.systemSmbStart, ({ request }) =>
    audited(request, act('service.start'), async () => {
      await services.serviceManager().start('samba');
      return services.status('samba');
    }),
  );
  registerPrivateCall(app, CALLS.systemSmbStop, ({ request }) =>
    audited(request, act('service.stop'), async () => {
      await services.serviceManager().stop('samba');
      return services.status('samba');
    }),
  );
}
