import { okEnvelope, type CallDef } from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { langOf } from './lang.js';
import { payloadSource } from './request-context.js';
import { validatePayload } from './validate-payload.js';

interface HandlerInput<C extends CallDef, A> {
  payload: z.output<C['payload']>;
  auth: A;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C extends CallDef, A> = (
  input: HandlerInput<C, A>,
) => z.input<C['response']> | Promise<z.input<C['response']>>;

function register<C extends CallDef, A>(app: FastifyInstance, call: C, handler: Handler<C, A>): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { call },
    handler: async (request, reply) => {
      const payload = validatePayload(
        call,
        payloadSource(request),
        langOf(request.headers['accept-language']),
      );
      const data = await handler({ payload, auth: request.auth as A, request, reply });
      request.answerCode = 200;
      return okEnvelope(data);
    },
  });
}

/** Serves a call the contract marks public. */
export function registerPublicCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, undefined>,
): void {
  if (!call.access.public) throw new Error(`${call.path} is private in the contract`);
  register(app, call, handler);
}

/** Serves a private call; the auth hook has already admitted the caller, so `auth` is always set. */
export function registerPrivateCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, AuthContext>,
): void {
  if (call.access.public) throw new Error(`${call.path} is public in the contract`);
  register(app, call, handler);
}
