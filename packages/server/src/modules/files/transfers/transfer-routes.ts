import { basename } from 'node:path';
import { stat } from 'node:fs/promises';
import { CALLS, Code, TEXT_MAX_BYTES, okEnvelope } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../../http/register-call.js';
import type { FileActs } from '../file-acts.js';
import type { PathResolver } from '../path-resolver.js';
import { sendFile } from './send-file.js';
import { readText, saveText } from './text-files.js';
import type { Thumbnails } from './thumbs.js';
import { callerOf, formatBytes } from './transfer-caller.js';
import { commonParent, nameBelow, sendZip } from './zip-stream.js';

export interface TransferRoutesDeps {
  resolver: PathResolver;
  thumbs: Thumbnails;
  /** Told of each text saved (the recent files). */
  acts?: FileActs;
}

/** Downloads (one file, or a zip of several or of a folder), thumbnails and the text editor. */
export function transferRoutes(app: FastifyInstance, { resolver, thumbs, acts }: TransferRoutesDeps): void {
  registerRawPrivateCall(app, CALLS.fileDownload, async ({ payload, auth, request, reply }) => {
    const caller = callerOf(auth);
    const paths = Array.isArray(payload.path) ? payload.path : [payload.path];
    const resolved = await Promise.all(paths.map((path) => resolver.resolve(caller, path)));
    const infos = await Promise.all(
      resolved.map(async (entry) => {
        const info = await stat(entry.real).catch(() => undefined);
        if (!info) throw new AppError(Code.fileNotFound, { path: entry.virtual }, null, 404);
        return info;
      }),
    );
    const only = resolved[0];
    if (resolved.length === 1 && only && infos[0]?.isFile()) return sendFile(request, reply, only.real);

    const parent = commonParent(resolved.map((entry) => entry.virtual));
    const roots = resolved.map((entry) => ({
      real: entry.real,
      virtual: entry.virtual,
      name: nameBelow(parent, entry.virtual) || basename(entry.real),
    }));
    const zipName = resolved.length === 1 && only ? basename(only.virtual) : basename(parent) || 'download';
    // A link is read through only where the resolver keeps it inside the caller's roots.
    await sendZip(request, reply, zipName, roots, (virtual) =>
      resolver.resolve(caller, virtual).then(
        () => true,
        () => false,
      ),
    );
  });

  registerRawPrivateCall(app, CALLS.fileThumb, async ({ payload, auth, request, reply }) => {
    const entry = await resolver.resolve(callerOf(auth), payload.path);
    const webp = /image\/webp/.test(request.headers.accept ?? '');
    const cached = await thumbs.thumbnail(entry.real, entry.virtual, payload.size, webp ? 'webp' : 'jpeg');
    reply.header('vary', 'Accept');
    return sendFile(request, reply, cached, {
      disposition: 'inline',
      cacheControl: 'private, max-age=86400',
    });
  });

  registerPrivateCall(app, CALLS.fileTextRead, async ({ payload, auth }) => {
    const entry = await resolver.resolve(callerOf(auth), payload.path);
    return readText(entry.real, entry.virtual);
  });

  // A text of TEXT_MAX_BYTES may take several times that as JSON; the content's size is checked after.
  registerRawPrivateCall(
    app,
    CALLS.fileTextSave,
    async ({ payload, auth, request }) => {
      if (Buffer.byteLength(payload.content, 'utf8') > TEXT_MAX_BYTES) {
        throw new AppError(Code.textTooLarge, { max: formatBytes(TEXT_MAX_BYTES) });
      }
      const entry = await resolver.resolveWritable(callerOf(auth), payload.path);
      const saved = await saveText(entry.real, entry.virtual, payload.content, payload.mtime);
      request.log.info({ event: 'file.text.save', userid: auth.user.id, path: entry.virtual }, 'text saved');
      acts?.record(auth.user.id, entry.virtual, 'save');
      request.answerCode = 200;
      return okEnvelope(saved);
    },
    8 * TEXT_MAX_BYTES,
  );
}
