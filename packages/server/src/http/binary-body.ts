import { Readable } from 'node:stream';
import { Code } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** How a call whose contract `bodyType` is `binary` receives its one file. */
export const BINARY_CONTENT_TYPE = 'application/octet-stream';

/**
 * The raw bytes of a `binary` call stay a stream until its handler reads them: nothing is
 * buffered, and the auth hook has admitted the caller before a byte is stored. Other calls refuse
 * such a body (400). A call answered before its body was read (refused, too large) closes the
 * connection, so a large body is not read only to be thrown away.
 */
export function registerBinaryBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(BINARY_CONTENT_TYPE, (request, payload, done) => {
    if (request.routeOptions.config.call?.bodyType !== 'binary') {
      done(new AppError(Code.badBody, {}, null, 400), undefined);
      return;
    }
    done(null, payload);
  });
  // Callback style: an async hook would cost every answer a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request) && !request.raw.readableEnded) reply.header('connection', 'close');
    done(null, payload);
  });
}

function hasBody(request: FastifyRequest): boolean {
  return (
    request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
  );
}

/** True for the stream a binary call's body stays (it is never a call's fields). */
export function isBodyStream(body: unknown): body is Readable {
  return body instanceof Readable;
}

/**
 * The body of a binary call and its length: an `application/octet-stream` body with a
 * Content-Length (the size is checked before anything is stored), else 400 / 411.
 */
export function binaryBodyOf(request: FastifyRequest): { stream: Readable; length: number } {
  if (!isBodyStream(request.body)) throw new AppError(Code.badBody, {}, null, 400);
  const header = request.headers['content-length'];
  const length = Number(header);
  if (header === undefined || !/^\d+$/.test(header) || !Number.isSafeInteger(length)) {
    throw new AppError(Code.lengthRequired, {}, null, 411);
  }
  return { stream: request.body, length };
}
