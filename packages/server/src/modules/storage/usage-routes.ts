import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import type { UsageService } from '../../storage/usage/usage-service.js';
import { answering } from './storage-answer.js';
import { sendCsv } from '../../http/csv.js';

/** `/v2/tob/poolusage/*` (spec 3 §7): pool usage reports; thin, the engine decides. */
export function usageRoutes(app: FastifyInstance, { usage }: { usage: UsageService }): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.usageConfigSet, async ({ payload, request, auth }) => {
    const config = await answering(lang(request.headers), () =>
      usage.setConfig(payload.pid, payload.schedule),
    );
    app.log.info({ event: 'pool.usage.config', userid: auth.user.id, ...config }, 'usage schedule set');
    return config;
  });
  registerPrivateCall(app, CALLS.usageConfigGet, ({ payload, request }) =>
    answering(lang(request.headers), () => usage.config(payload.pid)),
  );
  registerPrivateCall(app, CALLS.usageSummary, ({ payload, request }) =>
    answering(lang(request.headers), () => usage.summary(payload.pid)),
  );
  registerPrivateCall(app, CALLS.usageDetailStart, async ({ payload, request, auth }) => {
    const started = await answering(lang(request.headers), () => usage.start(payload.pid));
    app.log.info({ event: 'pool.usage.scan', userid: auth.user.id, ...started }, 'usage scan started');
    return started;
  });
  registerPrivateCall(app, CALLS.usageDetailList, ({ payload, request }) =>
    answering(lang(request.headers), () => usage.list(payload.pid)),
  );
  registerPrivateCall(app, CALLS.usageDetailInfo, ({ payload, request }) =>
    answering(lang(request.headers), () => usage.info(payload.id)),
  );
  registerPrivateCall(app, CALLS.usageDetailDel, async ({ payload, request, auth }) => {
    const removed = await answering(lang(request.headers), () => usage.remove(payload.id));
    app.log.info({ event: 'pool.usage.delete', userid: auth.user.id, ...removed }, 'usage report deleted');
    return removed;
  });
  registerPrivateCall(app, CALLS.usageDetailChart, ({ payload, request }) =>
    answering(lang(request.headers), () => usage.chart(payload.id)),
  );

  // CSV bytes, not an envelope; the auth hook admits it by the session cookie and the call's roles.
  registerRawPrivateCall(app, CALLS.usageDownload, async ({ payload, request, reply }) => {
    const csv = await answering(lang(request.headers), () => usage.csv(payload.id));
    return sendCsv(request, reply, csv.fileName, csv.text);
  });
}
