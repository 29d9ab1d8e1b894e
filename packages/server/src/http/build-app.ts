import { Code, failEnvelope, messageOf, type BootFacts } from '@coffer/contract';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type onRequestHookHandler,
} from 'fastify';
import type { Logger } from 'pino';
import type { AuthService } from '../modules/auth/auth-service.js';
import type { AppServiceGate } from '../modules/permissions/app-refusal.js';
import { makeAuthHook } from './auth-hook.js';
import { registerBinaryBodyParser } from './binary-body.js';
import { errorHandler } from './error-handler.js';
import { assertObjectBody, registerFormBodyParser } from './form-body.js';
import { langOf } from './lang.js';
import { syncHook } from './sync-hook.js';
import { SECURITY_HEADERS } from './security-headers.js';
import { isWebRoute, serveWebApp } from './web-app.js';

export interface AppDeps {
  log: Logger;
  auth: AuthService;
  nasid: string;
  webDir: string;
  /** What the web app's page carries when the daemon serves it (http/web-index.ts). */
  bootFacts: () => BootFacts;
  /**
   * The IP allow and block lists' gate (modules/security): the first onRequest hook of every route,
   * the push channel's upgrade and unknown paths included; a refusal there ends the request.
   */
  gate?: onRequestHookHandler;
  /** App service permits (issue 16 §3): a call of an app the caller may not use is refused. */
  appPermits?: AppServiceGate;
}

/** The Fastify app with the envelope, the auth hook and the web app; modules add their routes to it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // A child logger per request (for its request id) costs more than the whole auth check; calls
    // are logged only at debug level, so only then do requests get their own logger.
    ...(deps.log.isLevelEnabled('debug')
      ? {}
      : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  // One hook per stage: each stage with hooks costs every call a hook runner.
  const gate = deps.gate;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (gate) gate.call(app, request, reply, done);
    else done();
  });
  app.decorateRequest('auth', undefined);
  app.decorateRequest('answerCode', undefined);
  app.decorateRequest('call', undefined);
  registerFormBodyParser(app);
  registerBinaryBodyParser(app);
  app.setErrorHandler(errorHandler);
  if (deps.appPermits) app.decorate('appPermits', deps.appPermits);
  const authHook = makeAuthHook(deps.auth, deps.nasid, deps.appPermits);
  app.addHook(
    'preHandler',
    syncHook((request) => {
      assertObjectBody(request.method, request.body);
      authHook(request);
    }),
  );
  // Every call at debug level: pages poll every few seconds, so an info line per call would bury
  // the events (sign-ins, failures, errors) that are logged at info and above.
  if (deps.log.isLevelEnabled('debug')) {
    app.addHook('onResponse', async (request, reply) => {
      if (!request.routeOptions.config.call && !request.routeOptions.config.services) return;
      request.log.debug(
        {
          method: request.method,
          path: request.routeOptions.url,
          status: reply.statusCode,
          code: request.answerCode,
          userid: request.auth?.user.id,
          ms: Math.round(reply.elapsedTime),
        },
        'call',
      );
    });
  }
  await serveWebApp(app, deps.webDir, deps.bootFacts);
  app.setNotFoundHandler((request, reply) => {
    if (isWebRoute(request)) return app.sendWebIndex(reply);
    const lang = langOf(request.headers['accept-language']);
    return reply.code(404).send(failEnvelope(Code.notFound, messageOf(Code.notFound, lang)));
  });
  return app;
}
