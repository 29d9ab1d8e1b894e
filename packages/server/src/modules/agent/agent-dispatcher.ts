import { Code, okEnvelope, type CallDef } from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { payloadSource, serviceOf } from '../../http/request-context.js';
import { validatePayload } from '../../http/validate-payload.js';
import type { AuthContext } from '../auth/auth-context.js';

export interface AgentInput<C extends CallDef> {
  payload: z.output<C['payload']>;
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One service of the agent path: its contract call and what answers it. */
export interface AgentService {
  call: CallDef;
  /** Answers bytes (a CSV) and writes the reply itself, rather than an envelope. */
  raw: boolean;
  handle: (input: AgentInput<CallDef>) => unknown;
}

/** A service answered with the envelope of its data. */
export function agentService<C extends CallDef>(
  call: C,
  handle: (input: AgentInput<C>) => z.input<C['response']> | Promise<z.input<C['response']>>,
): AgentService {
  return { call, raw: false, handle: handle as AgentService['handle'] };
}

/** A service answered with bytes; it sets `request.answerCode` and sends the reply itself. */
export function rawAgentService<C extends CallDef>(
  call: C,
  handle: (input: AgentInput<C>) => Promise<unknown>,
): AgentService {
  return { call, raw: true, handle: handle as AgentService['handle'] };
}

/**
 * Serves every agent service on its one path (`POST /v1/api/agent?s=<service>`). The route names
 * its calls by service, so the auth hook checks each service's own roles from the contract, and the
 * payload is checked against that service's schema, exactly as a call with a path of its own.
 */
export function registerAgentServices(app: FastifyInstance, services: readonly AgentService[]): void {
  const byName = new Map<string, AgentService>();
  for (const service of services) {
    const { path, service: name, access } = service.call;
    if (!name) throw new Error(`${path} names no agent service`);
    if (access.public) throw new Error(`${name} is public; agent services are private`);
    if (byName.has(name)) throw new Error(`${name} is served twice`);
    byName.set(name, service);
  }
  const path = services[0]?.call.path;
  if (!path || services.some((service) => service.call.path !== path)) {
    throw new Error('agent services share one path');
  }
  app.route({
    method: 'POST',
    url: path,
    config: { services: new Map([...byName].map(([name, service]) => [name, service.call])) },
    handler: async (request, reply) => {
      const name = serviceOf(request) ?? '';
      const service = byName.get(name);
      // The auth hook has refused an unknown service already; this is the type's certainty.
      if (!service) throw new AppError(Code.invalidParam, { field: 'service' });
      const payload = validatePayload(
        service.call,
        { ...payloadSource(request), service: name },
        langOf(request.headers['accept-language']),
      );
      const input = { payload, auth: request.auth as AuthContext, request, reply };
      if (service.raw) return service.handle(input);
      const data = await service.handle(input);
      request.answerCode = 200;
      return okEnvelope(data);
    },
  });
}
