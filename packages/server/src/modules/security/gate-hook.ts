import { CALLS, Code, failEnvelope, messageOf } from '@coffer/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { langOf } from '../../http/lang.js';
import { SECURITY_HEADERS } from '../../http/security-headers.js';
import type { SecurityService } from './security-service.js';

/** HTTP status of a refused address: the envelope says why. */
const REFUSED_STATUS = 403;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * The first onRequest hook (http/build-app.ts): an address the lists refuse gets C120001 and
 * nothing else runs — no auth, no body parsing, no handler, no push upgrade. The address is the
 * socket's (`request.ip`; the daemon trusts no X-Forwarded-For). A refused sign-in is audited.
 */
export function makeGateHook(security: SecurityService) {
  const signInPath = CALLS.login.path;
  return function gateHook(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    // A socket already gone reports no address: refused whenever the lists hold anything.
    const ip = (request.ip as string | undefined) ?? '';
    const verdict = security.gate.verdict(ip);
    if (verdict === 'admit') {
      done();
      return;
    }
    if (request.method === 'POST' && pathOf(request.url) === signInPath) {
      security.recordRefusedSignIn(ip, verdict);
    }
    request.answerCode = Code.addressRefused;
    const lang = langOf(request.headers['accept-language']);
    // A push upgrade's socket is no server-managed connection: once refused, it is closed here (the
    // websocket plugin's own hooks, which would close it, never run after this one).
    if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
    void reply
      .code(REFUSED_STATUS)
      .headers(SECURITY_HEADERS)
      .header('connection', 'close')
      .send(failEnvelope(Code.addressRefused, messageOf(Code.addressRefused, lang, { ip })));
  };
}
