import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { DiskWipe } from '../../storage/wipe/disk-wipe.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';

/** `/zspool/wipe/*`: wiping a free disk as a job. */
export function wipeRoutes(app: FastifyInstance, { wipe }: { wipe: DiskWipe }): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.wipeStart, async ({ payload, request, auth }) => {
    const started = await audited(
      request,
      { category: 'storage', action: 'disk.wipe', target: payload.sn },
      () => answering(lang(request.headers), () => wipe.start(payload.sn)),
    );
    app.log.info({ event: 'disk.wipe', userid: auth.user.id, ...started }, 'disk wipe started');
    return started;
  });

  registerPrivateCall(app, CALLS.wipeStatus, ({ payload, request }) =>
    answering(lang(request.headers), () =>
      wipe.status({
        ...(payload.sn === undefined ? {} : { sn: payload.sn }),
        ...(payload.jobId === undefined ? {} : { jobId: payload.jobId }),
      }),
    ),
  );

  registerPrivateCall(app, CALLS.wipeCancel, async ({ payload, request, auth }) => {
    const answer = await answering(lang(request.headers), () => wipe.cancel(payload.jobId));
    app.log.info({ event: 'disk.wipe.cancel', userid: auth.user.id, ...answer }, 'disk wipe cancelled');
    return answer;
  });
}
