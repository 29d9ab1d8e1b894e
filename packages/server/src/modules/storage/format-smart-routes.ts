import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { CacheFlow } from '../../storage/cache/cache-flow.js';
import type { FormatFlow } from '../../storage/pools/format-flow.js';
import { smartAdvisesReplacement, smartSummaryV2 } from '../../storage/smart/smart-report.js';
import type { SmartService } from '../../storage/smart/smart-service.js';
import { answering } from './storage-answer.js';

export interface FormatSmartRoutesDeps {
  flow: FormatFlow;
  smart: SmartService;
  /** A cache flow is checked (target pool, kernel support) before its settings are kept. */
  cache: CacheFlow;
}

/** The format flow's steps around `/zspool/format/exec`, and the SMART checks (spec 3 §7). */
export function formatSmartRoutes(app: FastifyInstance, { flow, smart, cache }: FormatSmartRoutesDeps): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.formatPrepare, ({ payload, request, auth }) =>
    answering(lang(request.headers), async () => {
      if ((payload.action === 'rcache' || payload.action === 'rwcache') && payload.pid !== undefined) {
        await cache.checkTarget(payload.pid);
      }
      return flow.prepare(auth.session.token_hash, {
        action: payload.action,
        protocol: payload.protocol,
        ...(payload.redundant === undefined ? {} : { redundant: payload.redundant }),
        ...(payload.pid === undefined ? {} : { pid: payload.pid }),
      });
    }),
  );

  registerPrivateCall(app, CALLS.formatCancel, async ({ request, auth }) => {
    const answer = await answering(lang(request.headers), () => flow.cancel(auth.session.token_hash));
    app.log.info({ event: 'format.cancel', userid: auth.user.id, ...answer }, 'format flow left');
    return answer;
  });

  registerPrivateCall(app, CALLS.formatDone, ({ request, auth }) =>
    answering(lang(request.headers), () => flow.done(auth.session.token_hash)),
  );

  registerPrivateCall(app, CALLS.formatSmarttest, async ({ payload, request, auth }) => {
    const answer = await answering(lang(request.headers), () =>
      flow.smarttest(auth.session.token_hash, {
        protocol: payload.protocol,
        sn: payload.sn,
        skipsmart: payload.skipsmart ? 1 : 0,
      }),
    );
    app.log.info({ event: 'smart.before_format', userid: auth.user.id, ...answer }, 'format smart test');
    return answer;
  });

  registerPrivateCall(app, CALLS.smartDetectStart, async ({ payload, request, auth }) => {
    const job = await answering(lang(request.headers), () => smart.start(payload.protocol));
    app.log.info({ event: 'smart.start', userid: auth.user.id, jobId: job.id }, 'SMART check started');
    return job;
  });

  registerPrivateCall(app, CALLS.smartDetectStatus, ({ payload }) => {
    const status = smart.status(payload.protocol);
    return {
      ...status,
      summary: smartSummaryV2(status.disks.map((disk) => disk.result)),
      disks: status.disks.map((disk) => ({
        ...disk,
        replace: smartAdvisesReplacement(disk.result) ? (1 as const) : (0 as const),
      })),
    };
  });

  registerPrivateCall(app, CALLS.smartDetectTask, ({ payload, request }) =>
    answering(lang(request.headers), () => smart.task(payload.protocol, payload.jobId)),
  );

  registerPrivateCall(app, CALLS.smartHistoryList, ({ payload }) => ({ list: smart.history(payload.sn) }));

  registerPrivateCall(app, CALLS.smartHistoryView, ({ payload, request }) =>
    answering(lang(request.headers), () => {
      const { report, ...entry } = smart.view(payload.sn, payload.id);
      return { ...entry, ...report };
    }),
  );
}
