import { stat } from 'node:fs/promises';
import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPublicCall, registerRawPublicCall } from '../../http/register-call.js';
import { sendFile } from '../files/transfers/send-file.js';
import type { Thumbnails } from '../files/transfers/thumbs.js';
import { placeOf } from './routes.js';
import type { ShareStreams } from './share-streams.js';
import type { SharesService } from './shares-service.js';

/**
 * The public share page's calls (ARCHITECTURE: open without a token): info, the code check that
 * earns a ticket, the listing of a shared folder, the download and an image's thumbnail. Each
 * resolves the link again.
 */
export function publicShareRoutes(
  app: FastifyInstance,
  { shares, streams, thumbs }: { shares: SharesService; streams: ShareStreams; thumbs: Thumbnails },
): void {
  registerPublicCall(app, CALLS.shareInfo, ({ payload, request }) =>
    shares.info(payload.id, placeOf(request)),
  );
  registerPublicCall(app, CALLS.shareCheck, ({ payload, request }) =>
    shares.check(payload.id, payload.code, placeOf(request)),
  );
  registerPublicCall(app, CALLS.sharePublicList, ({ payload }) => shares.listInside(payload));

  // The download answers bytes, not an envelope; refusals still answer the envelope with a code.
  registerRawPublicCall(app, CALLS.sharePublicDownload, async ({ payload, request, reply }) => {
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
  });

  // A thumbnail goes through the same door as the download (ticket, the link's own folder, still
  // inside it) and the file manager's thumbnail cache; it is not counted as a download.
  registerRawPublicCall(app, CALLS.sharePublicThumb, async ({ payload, request, reply }) => {
    const { row, target } = await shares.inside(payload.id, payload.ticket, payload.path);
    const webp = /image\/webp/.test(request.headers.accept ?? '');
    const shown = payload.path.split('/').filter(Boolean).join('/') || row.name;
    const cached = await thumbs.thumbnail(target.real, shown, payload.size, webp ? 'webp' : 'jpeg');
    reply.header('vary', 'Accept');
    request.answerCode = 200;
    return sendFile(request, reply, cached, {
      disposition: 'inline',
      cacheControl: 'private, max-age=3600',
    });
  });
}
