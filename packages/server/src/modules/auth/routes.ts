import { CALLS, NOT_CONFIGURED, PASSWORD_POLICY, SESSION_COOKIE } from '@coffer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import { registerPrivateCall, registerPublicCall } from '../../http/register-call.js';
import { clientInfoOf } from '../../http/request-context.js';
import { auditAct, audited } from '../audit/audit-act.js';
import { attemptedUsername, signInAct } from '../audit/signin-audit.js';
import type { AuthService } from './auth-service.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  deviceKey: DeviceKey;
  /** The device's name now: an administrator may rename it (settings, about). */
  deviceName: () => string;
}

export function authRoutes(app: FastifyInstance, { auth, deviceKey, deviceName }: AuthRoutesDeps): void {
  registerPublicCall(app, CALLS.keyPub, () => ({
    key: deviceKey.publicPem,
    key_id: deviceKey.keyId,
    name: deviceName(),
    sign: deviceKey.signature,
  }));

  registerPublicCall(app, CALLS.isRegistered, () => ({ registered: auth.isRegistered() }));

  registerPublicCall(app, CALLS.pwdPolicyInfo, () => PASSWORD_POLICY);

  registerPublicCall(app, CALLS.setSuperAdminPasswd, ({ payload }) => auth.registerMaster(payload));

  registerPublicCall(app, CALLS.login, async ({ payload, request, reply }) => {
    const { result, token, maxAgeMs } = await audited(
      request,
      (answer) => signInAct(answer?.result, () => attemptedUsername(deviceKey, payload)),
      () => auth.login(payload, payload.keep_login, clientInfoOf(request)),
    );
    setSessionCookie(reply, token, maxAgeMs);
    return result;
  });

  registerPublicCall(app, CALLS.cloudLogin, () => {
    throw new AppError(NOT_CONFIGURED);
  });

  registerPrivateCall(app, CALLS.authToken, ({ auth: context }) => auth.userInfo(context));

  registerPrivateCall(app, CALLS.logout, ({ auth: context, reply, request }) => {
    auth.logout(context);
    auditAct(request, { category: 'signin', action: 'signout', target: context.user.username });
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
    return null;
  });

  registerPrivateCall(app, CALLS.checkUserPasswd, ({ auth: context, payload, request }) =>
    auth.checkPassword(context, payload, request.ip),
  );

  registerPrivateCall(app, CALLS.agreeProtocol, ({ auth: context, payload }) => ({
    protocolVersion: auth.agreeProtocol(context, payload.version),
  }));

  registerPrivateCall(app, CALLS.lockScreen, ({ auth: context }) => {
    auth.lock(context);
    return { locked: true };
  });
}

/** The cookie only GET downloads accept (SameSite=Strict, never enough for a POST). */
function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number | undefined): void {
  const maxAge = maxAgeMs === undefined ? '' : `; Max-Age=${Math.floor(maxAgeMs / 1000)}`;
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${maxAge}`);
}
