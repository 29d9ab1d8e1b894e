import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Code, SIGN_OUT, type MainRole } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { FileCaller } from '../files/path-resolver.js';
import { PasswordCheckCache, parseBasic } from './basic-auth.js';
import { send, sendXml, type DavRequest, type DavServices } from './dav-context.js';
import { DavError, davErrorOf, errorText } from './dav-errors.js';
import { urlSegments } from './dav-tree.js';
import { IfHeaderError, parseIfHeader } from './if-header.js';
import { copyOrMove } from './methods/copy-move.js';
import { davDelete } from './methods/delete.js';
import { get } from './methods/get.js';
import { lock, unlock } from './methods/lock.js';
import { mkcol } from './methods/mkcol.js';
import { propfind } from './methods/propfind.js';
import { proppatch } from './methods/proppatch.js';
import { put } from './methods/put.js';

/** An account as the WebDAV server checks it at each request. */
export interface DavAccount {
  id: number;
  username: string;
  mainRole: MainRole;
  disabled: boolean;
}

/** The daemon's sign-in, as a file service uses it. */
export interface DavSignIn {
  /** The sign-in password check (limits, lockout, directory accounts); throws the sign-in's codes. */
  verify(username: string, password: string, ip: string): Promise<DavAccount>;
  /** The account now, or undefined when it is gone. */
  account(id: number): DavAccount | undefined;
  /** Whether the sign-in limits hold this name from this address now (a remembered check is not enough). */
  locked(username: string, ip: string): boolean;
}

export interface WebDavDeps extends DavServices {
  signIn: DavSignIn;
  /** Where refused sign-ins are written (the log center), as the web sign-in's are. */
  audit?: Pick<AuditLog, 'record'>;
  /** The security gate's verdict on an address: only `admit` gets in. */
  admits: (ip: string) => boolean;
}

type Handler = (request: DavRequest) => Promise<void>;

const METHODS: Record<string, Handler> = {
  OPTIONS: options,
  PROPFIND: propfind,
  PROPPATCH: proppatch,
  GET: get,
  HEAD: get,
  PUT: put,
  DELETE: davDelete,
  MKCOL: mkcol,
  COPY: (request) => copyOrMove(request, 'copy'),
  MOVE: (request) => copyOrMove(request, 'move'),
  LOCK: lock,
  UNLOCK: unlock,
};
const ALLOW = Object.keys(METHODS).join(', ');

async function options(request: DavRequest): Promise<void> {
  send(request.res, 200, '', { dav: '1, 2', allow: ALLOW, 'ms-author-via': 'DAV' });
}

/**
 * Coffer's WebDAV server (issue 17 §1): its own HTTP listener, Basic authentication with the
 * account's Coffer password, and each user's tree of the folders the permission model gives them,
 * every path through the one path resolver.
 */
export class WebDavServer {
  private server: Server | undefined;
  private readonly checks = new PasswordCheckCache();

  constructor(private readonly deps: WebDavDeps) {}

  /** Starts listening, over TLS when given a key and certificate; answers the port (0: a free one). */
  async listen(port: number, host = '0.0.0.0', tls?: { key: string; cert: string }): Promise<number> {
    // No time limit on a request: a big upload takes as long as it takes; idle connections still end.
    const options = { requestTimeout: 0, headersTimeout: 60_000, keepAliveTimeout: 30_000 };
    const handle = (req: IncomingMessage, res: ServerResponse) => void this.handle(req, res);
    const server: Server = tls
      ? createTlsServer({ ...options, ...tls }, handle)
      : createServer(options, handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // A client that waits before sending a body (curl does, past 1 MiB) is answered after the sign-in
    // and the checks: the methods that read a body say when to send it (acceptBody).
    server.on('checkContinue', handle);
    this.server = server;
    return (server.address() as AddressInfo).port;
  }

  get listening(): boolean {
    return this.server?.listening ?? false;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await this.deps.props.flush();
  }

  /** Forgets remembered password checks: of one account (password changed), or of all. */
  forget(userId?: number): void {
    if (userId === undefined) this.checks.clear();
    else this.checks.forgetUser(userId);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const ip = req.socket.remoteAddress ?? '';
      if (!this.deps.admits(ip)) throw new DavError(403, Code.addressRefused, undefined, { ip });
      const caller = await this.signIn(req, ip);
      const handler = METHODS[req.method ?? ''];
      if (!handler) throw new DavError(405);
      const ifHeader = req.headers.if;
      let ifLists;
      try {
        ifLists = typeof ifHeader === 'string' ? parseIfHeader(ifHeader) : undefined;
      } catch (error) {
        if (error instanceof IfHeaderError) throw new DavError(400);
        throw error;
      }
      await handler({
        req,
        res,
        caller,
        segments: urlSegments(req.url ?? '/'),
        folders: this.deps.folders(caller),
        ifLists,
        services: this.deps,
      });
    } catch (error) {
      this.fail(req, res, error);
    }
  }

  private async signIn(req: IncomingMessage, ip: string): Promise<FileCaller> {
    const basic = parseBasic(req.headers.authorization);
    if (!basic) throw new DavError(401);
    const hash = this.checks.hashOf(basic.username, basic.password);
    let id = this.checks.get(hash);
    if (id !== undefined && this.deps.signIn.locked(basic.username, ip)) {
      throw new DavError(403, Code.loginLocked);
    }
    if (id === undefined) {
      try {
        id = (await this.deps.signIn.verify(basic.username, basic.password, ip)).id;
      } catch (error) {
        const refusal = refusalOf(error);
        this.deps.audit?.record({
          category: 'signin',
          action: 'signin.fail',
          actor: null,
          ip,
          target: basic.username.slice(0, 128),
          result: refusal.code === undefined ? 'error' : String(refusal.code),
          detail: { service: 'webdav' },
        });
        throw refusal;
      }
      this.checks.set(hash, id);
    }
    const account = this.deps.signIn.account(id);
    if (!account || account.disabled) {
      this.checks.forgetUser(id);
      throw new DavError(account ? 403 : 401, account ? SIGN_OUT.accountDisabled : Code.wrongCredentials);
    }
    return { id: account.id, username: account.username, mainRole: account.mainRole };
  }

  private fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const answer = davErrorOf(error);
    if (answer.status >= 500)
      this.deps.log.error({ err: error, url: req.url, method: req.method }, 'webdav failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    if (answer.status === 401) headers['www-authenticate'] = 'Basic realm="Coffer", charset="UTF-8"';
    if (answer.status === 405) headers.allow = ALLOW;
    // A body the client is still sending is not read on: the connection ends with this answer.
    if (!req.complete) headers.connection = 'close';
    if (answer.condition) {
      sendXml(res, answer.status, `<D:error xmlns:D="DAV:"><D:${answer.condition}/></D:error>`, headers);
    } else {
      send(res, answer.status, errorText(answer), headers);
    }
  }
}

/** A refused password check as an answer: a wrong password asks again (401); a lock or a disabled account is 403. */
function refusalOf(error: unknown): DavError {
  if (!(error instanceof AppError)) return davErrorOf(error);
  const code = String(error.code);
  if (code === Code.wrongCredentials) return new DavError(401, code);
  if (code === Code.loginLocked || code === SIGN_OUT.accountDisabled)
    return new DavError(403, code, undefined, error.params);
  return new DavError(503, code, undefined, error.params);
}
