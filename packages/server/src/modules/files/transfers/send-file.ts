import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import { Code } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { attachment } from './content-disposition.js';
import { writeFileBody } from './file-body.js';

/**
 * One file to the client through `@fastify/send`: Range (one range; several get the whole file
 * with 200), ETag and Last-Modified, If-None-Match / If-Modified-Since (304), If-Range. The path
 * is the resolver's real path; `send` gets its folder as root and the name percent-encoded, so no
 * name is ever decoded into another.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  real: string,
  options: { disposition?: 'attachment' | 'inline'; cacheControl?: string } = {},
) {
  const result = await send(request.raw, `/${encodeURIComponent(basename(real))}`, {
    root: dirname(real),
    dotfiles: 'allow',
    index: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
  });
  if (result.type === 'error') {
    if (result.statusCode === 416) {
      request.answerCode = Code.downloadRangeInvalid;
      return reply.code(416).headers(result.headers).send();
    }
    if (result.statusCode === 404) throw new AppError(Code.fileNotFound, { path: basename(real) }, null, 404);
    throw result.metadata.error;
  }
  if (result.type === 'directory') throw new AppError(Code.fileIsDirectory, { path: basename(real) });
  request.answerCode = result.statusCode;
  if (result.statusCode !== 200 && result.statusCode !== 206) {
    return reply.code(result.statusCode).headers(result.headers).send(result.stream);
  }
  // The bytes go straight from the file to the socket: Fastify's reply pipeline adds nothing a
  // file needs and costs throughput on a large download. `send`'s own read stream is not used.
  result.stream.destroy();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(result.statusCode, {
    ...(reply.getHeaders() as Record<string, string>),
    ...result.headers,
    'content-disposition': attachment(basename(real), options.disposition === 'inline'),
    'cache-control': options.cacheControl ?? 'private, no-cache',
  });
  if (request.method === 'HEAD') {
    res.end();
    return reply;
  }
  // `send` names its headers in capitals (Content-Length, Content-Range).
  const length = Number(result.headers['Content-Length']);
  const range = /^bytes (\d+)-/.exec(result.headers['Content-Range'] ?? '');
  await writeFileBody(res, result.metadata.path, range ? Number(range[1]) : 0, length).catch(() =>
    res.destroy(),
  );
  return reply;
}
