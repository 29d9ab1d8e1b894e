import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, type FtpConfig } from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { AuthService } from '../../auth/auth-service.js';
import { LAYOUT, type FilePools } from '../../files/file-pool.js';
import type { SecurityService } from '../../security/security-service.js';
import { portIsFree } from '../port-free.js';
import type { DriverRuntime, DriverState, FileServiceDriver } from '../driver.js';
import { waitForPort } from '../port-ready.js';
import { servicesDir } from '../services-dir.js';
import { SupervisedProcess } from '../supervised-process.js';
import { ExtauthSocket, type ExtauthAnswer, type ExtauthRequest } from './extauth-socket.js';
import { ftpCertificate } from './ftp-certificate.js';
import { endRefusedAddresses, endSessions } from './ftp-sessions.js';
import { addressAllowed } from '../service-addresses.js';
import { pureFtpdArgs, PURE_FTPD } from './pure-ftpd-args.js';
import { FtpViews, type ViewMount } from './ftp-views.js';

/**
 * FTP sessions run as `FTP_UID_BASE + <user id>` (pure-ftpd refuses root): a number no account of
 * the machine uses, seen only through the views' idmapped mounts.
 */
export const FTP_UID_BASE = 1_900_000;
/** The views live here, inside the pool's own folder (docs/decisions.md "FTP (issue 17)"). */
export const VIEWS_FOLDER = 'ftp-views';

export interface FtpDriverDeps {
  dataDir: string;
  log: Logger;
  auth: AuthService;
  security: SecurityService;
  pools: FilePools;
}

interface Access {
  uid: number;
  dir: string;
}

/**
 * The `ftp` service (issue 17 §1): Debian's pure-ftpd on the configured port, explicit TLS per the
 * configuration, sign-in checked by the daemon itself over pure-ftpd's extauth socket, and each
 * user chrooted into a view holding exactly the folders they may use.
 */
export class FtpDriver implements FileServiceDriver<'ftp'> {
  readonly name = 'ftp' as const;
  readonly label = { zh: 'FTP 服务', en: 'FTP' };
  /** pure-ftpd deletes for good and has no hook to move a deleted file aside. */
  readonly hasRecycle = false;
  private readonly process: SupervisedProcess;
  private readonly views: FtpViews;
  private readonly socket: ExtauthSocket;
  private readonly dir: string;
  /** Who may sign in now (by user id), and where their view is. */
  private access = new Map<number, Access>();
  private running: { args: string; ports: number[] } | undefined;
  /** The FTPS certificate's SHA-256 fingerprint once made. */
  private fingerprint: string | null = null;
  /**
   * Settles once the views and `access` agree again. Sign-ins wait for it: a session let in while
   * a view is rebuilt would see a folder just taken away (and could hold it busy).
   */
  private viewsSettled: Promise<void> = Promise.resolve();
  /** The pool the views are on; null while there is no view. */
  private viewsPool: string | null = null;
  /** Pools being deleted or remounted: no view is made on them meanwhile. */
  private readonly lettingGo = new Set<string>();

  constructor(private readonly deps: FtpDriverDeps) {
    this.dir = servicesDir(deps.dataDir, 'ftp');
    this.process = new SupervisedProcess('pure-ftpd', deps.log);
    this.views = new FtpViews(deps.log, async (uid) => {
      const ended = await endSessions(this.process.pid, uid);
      if (ended > 0)
        deps.log.info({ event: 'ftp.sessions-ended', uid, ended }, 'FTP sessions ended: access changed');
    });
    this.socket = new ExtauthSocket(join(this.dir, 'auth.sock'), (request) => this.signIn(request), deps.log);
  }

  defaults(): FtpConfig {
    return { port: 21, passivePorts: [50000, 50100], tls: 'allowed' };
  }

  async check(config: FtpConfig): Promise<void> {
    if (this.running?.ports[0] === config.port) return;
    if (!(await portIsFree(config.port)))
      throw new AppError(Code.fileServicePortInUse, { port: config.port });
  }

  async apply(state: DriverState<'ftp'>): Promise<void> {
    let settle = () => {};
    this.viewsSettled = new Promise((resolve) => (settle = resolve));
    try {
      await this.rebuildViews(state);
    } finally {
      settle();
    }
    await this.endBlockedSessions(state);
    await this.socket.listen();
    const { config } = state;
    const certificate = config.tls === 'off' ? null : await ftpCertificate(this.dir);
    this.fingerprint = certificate?.fingerprint ?? null;
    const args = pureFtpdArgs({
      config,
      socket: join(this.dir, 'auth.sock'),
      pidFile: join(this.dir, 'pure-ftpd.pid'),
      certFile: certificate?.file ?? null,
    });
    const key = JSON.stringify(args);
    if (this.running?.args === key && this.process.state !== 'stopped') return;
    this.running = undefined;
    await this.process.start({
      command: PURE_FTPD,
      args,
      cwd: this.dir,
      logFile: join(this.dir, 'pure-ftpd.log'),
      ready: () => waitForPort(config.port),
    });
    this.running = { args: key, ports: [config.port] };
  }

  holds(poolId: string): boolean {
    return this.viewsPool === poolId;
  }

  letGo(poolId: string): void {
    this.lettingGo.add(poolId);
  }

  takeBack(poolId: string): void {
    this.lettingGo.delete(poolId);
  }

  /** Brings every user's view, and who may sign in, to `state`; sign-ins wait meanwhile. */
  private async rebuildViews(state: DriverState<'ftp'>): Promise<void> {
    const place = await this.viewsPlace(state);
    const root = place?.root ?? null;
    const { mounts, access } = plan(root, state);
    await this.views.sync(root, mounts);
    this.viewsPool = mounts.length > 0 ? (place?.poolId ?? null) : null;
    for (const entry of access.values()) {
      await mkdir(entry.dir, { recursive: true });
      // The daemon's umask keeps its files private; a session must read its own view's top.
      await chmod(entry.dir, 0o755);
    }
    this.access = access;
  }

  /** Ends the open sessions of addresses the IP lists refuse now; extauth refuses their new sign-ins. */
  private async endBlockedSessions(state: DriverState<'ftp'>): Promise<void> {
    const ended = await endRefusedAddresses(this.process.pid, (address) =>
      addressAllowed(state.addresses, address),
    );
    if (ended > 0)
      this.deps.log.info(
        { event: 'ftp.sessions-ended', ended },
        'FTP sessions ended: their address is refused now',
      );
  }

  /** Waits until no view is being rebuilt (one rebuild may follow another). */
  private async settledViews(): Promise<void> {
    for (let gate = this.viewsSettled; ; gate = this.viewsSettled) {
      await gate;
      if (gate === this.viewsSettled) return;
    }
  }

  async stop(): Promise<void> {
    this.running = undefined;
    this.access = new Map();
    await this.process.stop();
    await this.views.clear();
    this.viewsPool = null;
    await this.socket.close();
  }

  runtime(): DriverRuntime {
    return {
      state: this.process.state,
      pid: this.process.pid,
      ports: this.running?.ports ?? [],
      error: this.process.error,
      since: this.process.since,
      tlsFingerprint: this.fingerprint,
    };
  }

  /** The views' folder on the default pool, and that pool; null when nothing is exported. */
  private async viewsPlace(state: DriverState<'ftp'>): Promise<{ root: string; poolId: string } | null> {
    if (state.exports.length === 0) return null;
    const usable = await this.deps.pools.usable().catch(() => undefined);
    if (!usable || this.lettingGo.has(usable.pool.id)) return null;
    const root = join(usable.root, LAYOUT.system, VIEWS_FOLDER);
    await mkdir(root, { recursive: true, mode: 0o700 });
    return { root, poolId: usable.pool.id };
  }

  /**
   * One FTP sign-in: refused for an address the IP lists refuse, then the web's own password check
   * (wrong passwords count toward the same limits and locks), then refused for a disabled account
   * or one without a view.
   */
  private async signIn(request: ExtauthRequest): Promise<ExtauthAnswer> {
    const { log, security, auth } = this.deps;
    const ip = request.peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const verdict = security.gate.verdict(ip);
    if (verdict !== 'admit') {
      security.recordRefusedSignIn(ip, verdict);
      log.warn({ event: 'ftp.refused', ip, reason: verdict }, 'FTP sign-in from a refused address');
      return null;
    }
    const user = await auth.verifyServicePassword(request.account, request.password, ip).catch(() => null);
    if (!user) return null;
    await this.settledViews();
    const access = this.access.get(user.id);
    if (user.disabled || !access) {
      log.warn({ event: 'ftp.refused', ip, userid: user.id }, 'FTP sign-in of an account without access');
      return null;
    }
    log.info({ event: 'ftp.login', ip, userid: user.id, tls: request.encrypted }, 'FTP sign-in');
    // `/./` makes pure-ftpd chroot the session into the view.
    return { uid: access.uid, gid: access.uid, dir: `${access.dir}/./` };
  }
}

/** The mounts of every enabled user's view, and who may sign in. */
export function plan(
  root: string | null,
  state: DriverState<'ftp'>,
): { mounts: ViewMount[]; access: Map<number, Access> } {
  const mounts: ViewMount[] = [];
  const access = new Map<number, Access>();
  if (root === null) return { mounts, access };
  for (const user of state.users) {
    if (!user.enabled) continue;
    const uid = FTP_UID_BASE + user.id;
    const dir = join(root, String(user.id));
    access.set(user.id, { uid, dir });
    for (const { mapping, real, readers, writers } of state.exports) {
      const target = join(dir, mapping.name);
      if (mapping.kind === 'home') {
        if (writers.includes(user.username))
          mounts.push({ target, source: join(real, String(user.id)), readonly: false, uid });
      } else if (writers.includes(user.username)) {
        mounts.push({ target, source: real, readonly: false, uid });
      } else if (readers.includes(user.username)) {
        mounts.push({ target, source: real, readonly: true, uid });
      }
    }
  }
  return { mounts, access };
}
