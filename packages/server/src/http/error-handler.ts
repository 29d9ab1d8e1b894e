import { Code, INTERNAL_ERROR, failEnvelope, messageOf } from '@coffer/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { langOf } from './lang.js';

/**
 * Every failure becomes the envelope: business errors with HTTP 200, bodies that cannot be read with
 * 400 (413 when too large), and anything unexpected with 500 and no detail. Never a stack trace.
 */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request.headers['accept-language']);
  if (error instanceof AppError) {
    request.answerCode = error.code;
    return reply
      .code(error.httpStatus)
      .send(failEnvelope(error.code, messageOf(error.code, lang, error.params), error.data));
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    request.answerCode = Code.bodyTooLarge;
    return reply.code(413).send(failEnvelope(Code.bodyTooLarge, messageOf(Code.bodyTooLarge, lang)));
  }
  if (status >= 400 && status < 500) {
    request.answerCode = Code.badBody;
    return reply.code(400).send(failEnvelope(Code.badBody, messageOf(Code.badBody, lang)));
  }
  request.log.error({ err: error, url: request.routeOptions.url }, 'unexpected failure');
  request.answerCode = INTERNAL_ERROR;
  return reply.code(500).send(failEnvelope(INTERNAL_ERROR, messageOf(INTERNAL_ERROR, lang)));
}
