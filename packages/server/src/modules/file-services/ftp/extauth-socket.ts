import { rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { Logger } from 'pino';

/** What pure-ftpd tells about a sign-in (its `extauth` request). */
export interface ExtauthRequest {
  account: string;
  password: string;
  /** The client's address, as the server's socket saw it. */
  peer: string;
  localPort: number;
  /** Whether the control connection is under TLS. */
  encrypted: boolean;
}

/** Accepted: the session's uid and gid and its (chrooted) directory; refused: null. */
export type ExtauthAnswer = { uid: number; gid: number; dir: string } | null;

/** A request is a few short lines; more than this is not pure-ftpd talking. */
const MAX_REQUEST_BYTES = 8192;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The daemon's side of pure-ftpd's external authentication (`-l extauth:<socket>`, the protocol of
 * pure-authd): pure-ftpd writes `key:value` lines ending with `end`, and reads the answer
 * (`auth_ok`, `uid`, `gid`, `dir`, `end`) until the socket closes. Answering `auth_ok:-1` ends the
 * sign-in without trying any other method. The daemon answers from its own accounts at once, so
 * nothing is copied to the server and a changed password or a disabled account counts immediately.
 */
export class ExtauthSocket {
  private server: Server | undefined;

  constructor(
    private readonly path: string,
    private readonly decide: (request: ExtauthRequest) => Promise<ExtauthAnswer>,
    private readonly log: Logger,
  ) {}

  async listen(): Promise<void> {
    if (this.server) return;
    await rm(this.path, { force: true });
    const server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.path, () => resolve());
    });
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(this.path, { force: true });
  }

  private serve(socket: Socket): void {
    let text = '';
    let answered = false;
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (answered) return;
      text += chunk;
      if (text.length > MAX_REQUEST_BYTES) {
        answered = true;
        socket.end(reply(null));
        return;
      }
      const request = parseRequest(text);
      if (!request) return;
      answered = true;
      this.decide(request)
        .catch((error: unknown) => {
          this.log.error({ event: 'ftp.auth-error', err: error }, 'FTP sign-in could not be checked');
          return null;
        })
        .then((answer) => socket.end(reply(answer)))
        .catch(() => socket.destroy());
    });
  }
}

/** The request once its `end` line has come; null before. */
export function parseRequest(text: string): ExtauthRequest | null {
  const lines = text.split('\n');
  const end = lines.indexOf('end');
  if (end < 0) return null;
  const fields = new Map<string, string>();
  for (const line of lines.slice(0, end)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !fields.has(line.slice(0, colon)))
      fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return {
    account: fields.get('account') ?? '',
    password: fields.get('password') ?? '',
    peer: fields.get('peer') ?? '',
    localPort: Number(fields.get('localport') ?? 0),
    encrypted: (fields.get('encrypted') ?? '0') !== '0',
  };
}

export function reply(answer: ExtauthAnswer): string {
  if (!answer) return 'auth_ok:-1\nend\n';
  return `auth_ok:1\nuid:${answer.uid}\ngid:${answer.gid}\ndir:${answer.dir}\nslow_tilde_expansion:1\nend\n`;
}
