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
  registerRaw<C, A>(app, call, async (input) => {
    const data = await handler(input);
    input.request.answerCode = 200;
    return okEnvelope(data);
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

type RawHandler<C extends CallDef, A> = (input: HandlerInput<C, A>) => Promise<unknown>;

/**
 * A call answered with bytes (a download, a thumbnail, a CSV), not an envelope: the payload is
 * checked as any call's and the auth hook admits it from the contract; the handler writes the
 * reply itself and sets `request.answerCode`. Refusals (thrown) still answer the envelope.
 */
function registerRaw<C extends CallDef, A>(
  app: FastifyInstance,
  call: C,
  handler: RawHandler<C, A>,
  bodyLimit?: number,
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { call },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    // Not async: the handler's own promise is the answer, and a refused payload throws to Fastify.
    handler: (request, reply) => {
      const payload = validatePayload(
        call,
        payloadSource(request),
        langOf(request.headers['accept-language']),
      );
      return handler({ payload, auth: request.auth as A, request, reply });
    },
  });
}

/** A public call answered with bytes (see `registerRaw`). */
export function registerRawPublicCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: RawHandler<C, undefined>,
): void {
  if (!call.access.public) throw new Error(`${call.path} is private in the contract`);
  registerRaw(app, call, handler);
}

/** A private call answered with bytes (see `registerRaw`); `auth` is always set. */
export function registerRawPrivateCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: RawHandler<C, AuthContext>,
  bodyLimit?: number,
): void {
  if (call.access.public) throw new Error(`${call.path} is public in the contract`);
  registerRaw(app, call, handler, bodyLimit);
}
