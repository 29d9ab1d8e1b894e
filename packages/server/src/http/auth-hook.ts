import { Code, SESSION_COOKIE, messageOf, type CallDef } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth-service.js';
import { assertMayUse, type AppServiceGate } from '../modules/permissions/app-refusal.js';
import { AppError } from './app-error.js';
import { langOf } from './lang.js';
import { callOf, nasidOf, tokenOf } from './request-context.js';

/**
 * The one place that decides who may make a call, from the call's contract entry: device, session,
 * role, screen lock, the app service the call belongs to and a fresh administrator password check.
 * No handler checks roles or app permits by hand.
 */
export function makeAuthHook(auth: AuthService, nasid: string, appPermits?: AppServiceGate) {
  return function authHook(request: FastifyRequest): void {
    const call: CallDef | undefined = callOf(request);
    if (!call) {
      const { services } = request.routeOptions.config;
      if (!services) return;
      // A path of several services naming none of them: a bad parameter, told to signed-in callers only.
      const anyService = services.values().next().value as CallDef;
      const result = auth.authenticate(tokenOf(request, anyService, SESSION_COOKIE));
      if (!result.ok) throw new AppError(result.code);
      const lang = langOf(request.headers['accept-language']);
      const field = 'service';
      const message = messageOf(Code.invalidParam, lang, { field });
      throw new AppError(
        Code.invalidParam,
        { field },
        { errors: [{ field, code: Code.invalidParam, message }] },
      );
    }
    const claimedNasid = nasidOf(request);
    if (claimedNasid && claimedNasid !== nasid) throw new AppError(Code.otherDevice);
    if (call.access.public) return;

    const result = auth.authenticate(tokenOf(request, call, SESSION_COOKIE));
    if (!result.ok) throw new AppError(result.code);
    const { auth: context } = result;
    if (!call.access.roles.includes(context.mainRole)) throw new AppError(Code.forbidden);
    if (context.session.locked && !call.allowedWhileLocked) throw new AppError(Code.sessionLocked);
    if (call.appService && appPermits) {
      assertMayUse(appPermits, { id: context.user.id, mainRole: context.mainRole }, call.appService);
    }
    if (call.passwordEvent && !auth.hasPassedCheck(context, call.passwordEvent)) {
      throw new AppError(Code.passwordCheckRequired, {}, { eventName: call.passwordEvent });
    }
    request.auth = context;
  };
}
