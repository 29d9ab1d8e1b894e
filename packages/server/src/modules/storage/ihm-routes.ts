import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { IhmService } from '../../storage/ihm/ihm-service.js';
import { answering } from './storage-answer.js';

export interface IhmRoutesDeps {
  ihm: IhmService;
}

/** IHM, the health of each disk group built from SMART (spec 3 §7 `/zspool/ihm/…`). */
export function ihmRoutes(app: FastifyInstance, { ihm }: IhmRoutesDeps): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.ihmCheckStart, async ({ payload, request, auth }) => {
    const job = await answering(lang(request.headers), () => ihm.start(payload.type));
    app.log.info(
      { event: 'ihm.start', userid: auth.user.id, type: payload.type, jobId: job.id },
      'IHM check started',
    );
    return job;
  });

  registerPrivateCall(app, CALLS.ihmCheckStatus, ({ payload }) => ihm.status(payload.type));

  registerPrivateCall(app, CALLS.ihmReportView, ({ payload, request }) =>
    answering(lang(request.headers), () => ({ list: ihm.report(payload.sn) })),
  );
}
