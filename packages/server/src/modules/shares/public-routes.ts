import { stat } from 'node:fs/promises';
import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPublicCall } from '../../http/register-call.js';
import { payloadSource } from '../../http/request-context.js';
import { validatePayload } from '../../http/validate-payload.js';
import { placeOf } from './routes.js';
import type { ShareStreams } from './share-streams.js';
import type { SharesService } from './shares-service.js';

/**
 * The public share page's calls (ARCHITECTURE: open without a token): info, the code check that
 * earns a ticket, the listing of a shared folder and the download. Each resolves the link again.
 */
export function publicShareRoutes(
  app: FastifyInstance,
  { shares, streams }: { shares: SharesService; streams: ShareStreams },
): void {
  registerPublicCall(app, CALLS.shareInfo, ({ payload, request }) =>
    shares.info(payload.id, placeOf(request)),
  );
  registerPublicCall(app, CALLS.shareCheck, ({ payload, request }) =>
    shares.check(payload.id, payload.code, placeOf(request)),
  );
  registerPublicCall(app, CALLS.sharePublicList, ({ payload }) => shares.listInside(payload));

  // The download answers bytes, not an envelope; refusals still answer the envelope with a code.
  const download = CALLS.sharePublicDownload;
  app.route({
    method: download.method,
    url: download.path,
    config: { call: download },
    handler: async (request, reply) => {
      const payload = validatePayload(
        download,
        payloadSource(request),
        langOf(request.headers['accept-language']),
      );
      const { row, target } = await shares.inside(payload.id, payload.ticket, payload.path);
      const name = target.virtual.split('/').pop() ?? row.name;
      // A Range request for the rest of a file is the same download going on: counted once.
      const range = request.headers.range;
      if (!range || /^bytes=0-/.test(range)) shares.recordDownload(row, payload.path, request.ip);
      request.answerCode = 200;
      const isDir = (await stat(target.real)).isDirectory();
      return isDir
        ? streams.folderZip(request, reply, target.real, name)
        : streams.file(request, reply, target.real, name);
    },
  });
}
