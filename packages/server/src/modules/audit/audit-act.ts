import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AuditActor, AuditEvent, AuditLog } from './audit-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device's audit log (device.ts decorates the app with it); routes record acts through it. */
    audit?: AuditLog;
  }
}

/** The act without who and where: the request supplies those. */
export type RequestAct = Omit<AuditEvent, 'actor' | 'ip' | 'result'> & { actor?: AuditActor | null };

function actorOf(request: FastifyRequest): AuditActor | null {
  const user = request.auth?.user;
  return user ? { id: user.id, username: user.username } : null;
}

/** Writes one act of this request's caller, from this request's address. */
export function auditAct(request: FastifyRequest, act: RequestAct, result = 'ok'): void {
  request.server.audit?.record({ actor: actorOf(request), ip: request.ip, ...act, result });
}

/** The code a refusal is written with: the catalogue code, or `error` for an unexpected fault. */
export function refusalCodeOf(error: unknown): string {
  return error instanceof AppError ? String(error.code) : 'error';
}

/**
 * Runs an act and writes it once: `ok` when it succeeds, its refusal code when it throws (and the
 * error goes on). `act` may read the answer (a new pool's id…); on a refusal it gets undefined.
 */
export async function audited<T>(
  request: FastifyRequest,
  act: RequestAct | ((answer: T | undefined) => RequestAct),
  run: () => T | Promise<T>,
): Promise<T> {
  const describe = typeof act === 'function' ? act : () => act;
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    auditAct(request, describe(undefined), refusalCodeOf(error));
    throw error;
  }
  auditAct(request, describe(answer), 'ok');
  return answer;
}
