import {
  CALLS,
  Code,
  PERMISSIONS,
  UPLOAD_TUS_PATH,
  failEnvelope,
  messageOf,
  type CatalogueCode,
  type Lang,
} from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { langOf } from '../../../http/lang.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import type { AuthService } from '../../auth/auth-service.js';
import { appServiceRefusal } from '../../permissions/app-refusal.js';
import type { PathResolver } from '../path-resolver.js';
import { callerOf } from './transfer-caller.js';
import type { UploadRequestContext, UploadService } from './upload-service.js';
import { assertQuota, assertRoom, uploadFolder } from './upload-target.js';
import { handleTus } from './tus-bridge.js';

export interface UploadRoutesDeps {
  auth: AuthService;
  uploads: UploadService;
  resolver: PathResolver;
}

/** A tus refusal as the project's envelope, so the page shows the catalogue's message. */
function envelopeBody(code: CatalogueCode | number, lang: Lang, params: Record<string, string> = {}): string {
  return JSON.stringify(failEnvelope(code, messageOf(code, lang, params)));
}

/** tus's own refusals (wrong offset, unknown upload…) under Coffer codes, keeping their status. */
function tusRefusal(error: unknown, lang: Lang): { status_code: number; body: string } {
  if (error instanceof AppError) {
    const status = error.httpStatus === 200 ? 400 : error.httpStatus;
    return {
      status_code: status,
      body: JSON.stringify(failEnvelope(error.code, messageOf(error.code, lang, error.params))),
    };
  }
  const tus = error as { status_code?: number; body?: string };
  const status = tus.status_code ?? 500;
  if (status === 404 || status === 410)
    return { status_code: status, body: envelopeBody(Code.uploadNotFound, lang) };
  if (status >= 500) return { status_code: status, body: envelopeBody(500, lang) };
  const reason = (tus.body ?? '').trim() || String(status);
  return { status_code: status, body: envelopeBody(Code.uploadRequestInvalid, lang, { reason }) };
}

/** A refusal from the resolver (an envelope code with HTTP 200) gets a tus status. */
function withTusStatus(error: unknown): unknown {
  if (!(error instanceof AppError) || error.httpStatus !== 200) return error;
  const status =
    error.code === Code.fileNotFound
      ? 404
      : error.code === Code.fileOutsideRoots ||
          error.code === Code.fileSymlinkOut ||
          error.code === Code.fileReadOnly
        ? 403
        : error.code === Code.filePoolLocked ||
            error.code === Code.filePoolUnavailable ||
            error.code === Code.fileNoPool
          ? 503
          : 400;
  return new AppError(error.code, error.params, error.data, status);
}

/** The session of a tus request, checked like the auth hook checks a call's (`token` header). */
function admit(auth: AuthService, request: FastifyRequest): UploadRequestContext {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  const result = auth.authenticate(token);
  if (!result.ok) throw new AppError(result.code, {}, null, 401);
  const context = result.auth;
  if (!PERMISSIONS.files.includes(context.mainRole)) throw new AppError(Code.forbidden, {}, null, 403);
  if (context.session.locked) throw new AppError(Code.sessionLocked, {}, null, 423);
  // Uploads are the file manager's (its upload check is tagged so in the contract).
  const service = CALLS.fileUploadCheck.appService;
  if (
    service &&
    request.server.appPermits?.mayUse({ id: context.user.id, mainRole: context.mainRole }, service) === false
  ) {
    const refusal = appServiceRefusal(service);
    throw new AppError(refusal.code, refusal.params, refusal.data, 403);
  }
  return { caller: callerOf(context), lang: langOf(request.headers['accept-language']) };
}

function uploadIdOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The tus endpoint at `/v2/file/upload/` (creation, HEAD, PATCH, termination), served by
 * `@tus/server` on the raw request and response. It is not a contract call: the session comes from
 * the `token` header, checked here, and refusals are tus statuses with an envelope body.
 */
export function uploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps): void {
  const { uploads } = deps;
  uploads.tus.options.onResponseError = (req, error) =>
    tusRefusal(error, langOf(req.headers.get('accept-language') ?? undefined));

  registerPrivateCall(app, CALLS.fileUploadCheck, async ({ payload, auth }) => {
    const caller = callerOf(auth);
    const folder = await uploadFolder(deps.resolver, caller, payload.dir);
    const free = await assertRoom(folder, payload.totalBytes);
    await assertQuota(deps.resolver, caller, folder, payload.totalBytes);
    return { ok: true as const, free };
  });

  void app.register(async (tusApp) => {
    // The body stays in the socket for tus to read (PATCH, creation-with-upload).
    tusApp.removeAllContentTypeParsers();
    tusApp.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      try {
        await checked(request, reply);
      } catch (error) {
        throw withTusStatus(error);
      }
    };
    const checked = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const context = admit(deps.auth, request);
      if (request.method === 'POST') {
        const length = Number(request.headers['upload-length']);
        if (!Number.isSafeInteger(length) || length < 0) {
          throw new AppError(Code.uploadRequestInvalid, { reason: 'Upload-Length' }, null, 400);
        }
        const metadata = request.headers['upload-metadata'];
        await uploads.checkCreation(context, typeof metadata === 'string' ? metadata : undefined, length);
      } else {
        await uploads.assertOwner(context.caller, uploadIdOf(request.url));
      }
      reply.hijack();
      await uploads.context.run(context, () => handleTus(uploads.tus, request.raw, reply.raw));
    };
    const base = UPLOAD_TUS_PATH;
    tusApp.route({ method: 'POST', url: base, handler });
    tusApp.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${base}:id`, handler });
  });
}
