import type { FastifyInstance } from 'fastify';
import type { WebdavConfig } from '@coffer/contract';
import { Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import type { PasswordWitness } from '../auth/password-witness.js';
import type { FileCaller } from '../files/path-resolver.js';
import type { PublicDirsStore } from '../files/public-dirs-store.js';
import type { DriverRuntime, DriverState, FileServiceDriver } from '../file-services/driver.js';
import { servicesDir } from '../file-services/services-dir.js';
import type { DavFolder } from './dav-tree.js';
import { webDavDeps, type WebDavParts } from './start-webdav.js';
import { ensureCertificate } from './tls-certificate.js';
import { WebDavServer, type WebDavDeps } from './webdav-server.js';

/** The port WebDAV listens on until the administrator chooses another. */
export const WEBDAV_DEFAULT_PORT = 5005;

export interface WebDavDriverParts extends Omit<WebDavParts, 'stateDir' | 'folders' | 'recycle' | 'audit'> {
  /** The daemon's app: its audit log (`app.audit`) records refused sign-ins. */
  app: Pick<FastifyInstance, 'audit'>;
  dataDir: string;
  /** The address the daemon listens on; WebDAV listens there too. */
  host: string;
  passwords: PasswordWitness;
}

/**
 * The exported folders a user may use, under their mapping names: their own folder, and each group
 * folder the permission model gives them now (the path resolver's own rule, asked at each request,
 * so an account or a permit made a moment ago needs no new state).
 */
export function foldersFor(
  state: DriverState<'webdav'> | undefined,
  caller: FileCaller,
  publicDirs: Pick<PublicDirsStore, 'permissionOf'>,
): DavFolder[] {
  return (state?.exports ?? [])
    .filter(
      ({ mapping }) =>
        mapping.kind === 'home' ||
        (mapping.fid !== null && publicDirs.permissionOf(caller, mapping.fid) !== 0),
    )
    .map(({ mapping }) => ({ name: mapping.name, virtual: mapping.path }));
}

/**
 * WebDAV as a file service (issue 17 §1): served by the daemon itself on a listener of its own. `apply`
 * starts it, restarts it when the port or HTTPS changed, and otherwise only takes the new exports,
 * users and recycle setting (read at each request).
 */
export class WebDavDriver implements FileServiceDriver<'webdav'> {
  readonly name = 'webdav' as const;
  readonly label = { zh: 'WebDAV', en: 'WebDAV' };
  readonly hasRecycle = true;
  private readonly stateDir: string;
  private readonly deps: WebDavDeps;
  private server: WebDavServer | undefined;
  private listening: WebdavConfig | undefined;
  private state: DriverState<'webdav'> | undefined;
  private error: string | null = null;
  private since: number | null = null;

  constructor(private readonly parts: WebDavDriverParts) {
    this.stateDir = servicesDir(parts.dataDir, 'webdav');
    this.deps = webDavDeps({
      ...parts,
      stateDir: this.stateDir,
      folders: (caller) => foldersFor(this.state, caller, parts.files.publicDirs),
      recycle: () => this.state?.recycle ?? false,
      ...(parts.app.audit ? { audit: parts.app.audit } : {}),
    });
    // A changed password works at once, and the old one no longer does.
    parts.passwords.listen((user) => this.server?.forget(user.id));
  }

  defaults(): WebdavConfig {
    return { port: WEBDAV_DEFAULT_PORT, https: false };
  }

  async apply(state: DriverState<'webdav'>): Promise<void> {
    this.state = state;
    const { config } = state;
    if (this.server && this.listening?.port === config.port && this.listening.https === config.https) {
      // Accounts may have changed: remembered password checks are made again.
      this.server.forget();
      return;
    }
    await this.stop();
    const server = new WebDavServer(this.deps);
    try {
      const tls = config.https ? await ensureCertificate(this.stateDir, this.parts.host) : undefined;
      await server.listen(config.port, this.parts.host, tls);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      this.since = Date.now();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
        throw new AppError(Code.fileServicePortInUse, { port: config.port });
      throw error;
    }
    this.server = server;
    this.listening = { ...config };
    this.error = null;
    this.since = Date.now();
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    this.listening = undefined;
    this.since = Date.now();
    await server.close();
  }

  runtime(): DriverRuntime {
    const running = this.server !== undefined;
    return {
      state: running ? 'running' : this.error ? 'failed' : 'stopped',
      // Served by the daemon itself: its process is the server's.
      pid: running ? process.pid : null,
      ports: running && this.listening ? [this.listening.port] : [],
      error: running ? null : this.error,
      since: this.since,
    };
  }
}
