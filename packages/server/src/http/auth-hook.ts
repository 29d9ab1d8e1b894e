import { Code, SESSION_COOKIE, type CallDef } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth-service.js';
import { AppError } from './app-error.js';
import { callOf, nasidOf, serviceOf, tokenOf } from './request-context.js';

/**
 * The one place that decides who may make a call, from the call's contract entry: device, session,
 * role, screen lock and a fresh administrator password check. No handler checks roles by hand.
 */
export function makeAuthHook(auth: AuthService, nasid: string) {
  return function authHook(request: FastifyRequest): void {
    const call: CallDef | undefined = callOf(request);
    if (!call) {
      if (!request.routeOptions.config.services) return;
      throw new AppError(Code.agentServiceUnknown, { service: (serviceOf(request) ?? '').slice(0, 64) });
    }
    const claimedNasid = nasidOf(request);
    if (claimedNasid && claimedNasid !== nasid) throw new AppError(Code.otherDevice);
    if (call.access.public) return;

    const result = auth.authenticate(tokenOf(request, call, SESSION_COOKIE));
    if (!result.ok) throw new AppError(result.code);
    const { auth: context } = result;
    if (!call.access.roles.includes(context.mainRole)) throw new AppError(Code.forbidden);
    if (context.session.locked && !call.allowedWhileLocked) throw new AppError(Code.sessionLocked);
    if (call.passwordEvent && !auth.hasPassedCheck(context, call.passwordEvent)) {
      throw new AppError(Code.passwordCheckRequired, {}, { eventName: call.passwordEvent });
    }
    request.auth = context;
  };
}
