import { existsSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, Role, type SambaAuditSettings } from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { PasswordWitness, WitnessedUser } from '../../auth/password-witness.js';
import { portIsFree } from '../port-free.js';
import type { DriverRuntime, DriverState, FileServiceDriver, ServiceUser } from '../driver.js';
import { AuditFollower } from './audit-follower.js';
import { hostsLists } from './samba-addresses.js';
import { addressAllowed } from '../service-addresses.js';
import type { SambaAuditStore } from './samba-audit-store.js';
import { sambaLayout, type SambaLayout } from './samba-layout.js';
import { SambaProcesses } from './samba-processes.js';
import { poolMountsNow } from './namespace-mounts.js';
import {
  passdbUsers,
  reloadConfig,
  removeSmbUser,
  setSmbDisabled,
  setSmbPassword,
  smbSessions,
} from './samba-tools.js';
import { renderSmbConf, type SambaShare } from './smb-conf.js';
import { linkHomes, linkShares, smbUsernameUsable, writeUnixAccounts } from './unix-accounts.js';

export interface SambaDriverDeps {
  dataDir: string;
  log: Logger;
  passwords: PasswordWitness;
  audit: SambaAuditStore;
  /** Every account now (the witness may speak before the service has been applied). */
  users: () => ServiceUser[];
}

/**
 * The `samba` file service (issue 17 §1): Debian's smbd configured from Coffer's accounts, folder
 * permits and IP lists; SMB passwords kept in step from the password witness (Samba keeps only the
 * NT hash), and a disabled user or a newly blocked address loses its open sessions at once.
 */
export class SambaDriver implements FileServiceDriver<'samba'> {
  readonly name = 'samba' as const;
  readonly label = { zh: 'SMB 文件共享', en: 'SMB file sharing' };
  readonly hasRecycle = true;
  private readonly layout: SambaLayout;
  private readonly processes: SambaProcesses;
  private readonly follower: AuditFollower;
  private last: DriverState<'samba'> | undefined;
  /** share name → (username → the real folder it serves), for the audit's paths. */
  private roots = new Map<string, (username: string) => string | undefined>();
  private work: Promise<unknown> = Promise.resolve();
  /** The pool mounts smbd's namespace was copied from at its start (namespace-mounts.ts). */
  private mountsSeen = '';
  /** Pools being deleted or remounted: smbd stays stopped meanwhile, its namespace letting go. */
  private readonly lettingGo = new Set<string>();

  constructor(private readonly deps: SambaDriverDeps) {
    this.layout = sambaLayout(deps.dataDir);
    this.processes = new SambaProcesses(this.layout, deps.log);
    this.follower = new AuditFollower({
      logFile: this.layout.logFile,
      store: deps.audit,
      settings: () => deps.audit.settings(),
      shareRoot: (share, username) => this.roots.get(share)?.(username),
      log: deps.log,
    });
    deps.passwords.listen((user, password) => this.passwordSeen(user, password));
  }

  defaults() {
    return { port: 445, encryption: 'allowed' as const, minProtocol: 'SMB2' as const };
  }

  async check(config: DriverState<'samba'>['config']): Promise<void> {
    if (this.processes.running && this.processes.port === config.port) return;
    if (!(await portIsFree(config.port)))
      throw new AppError(Code.fileServicePortInUse, { port: config.port });
  }

  apply(state: DriverState<'samba'>): Promise<void> {
    return this.serial(() => this.applyNow(state));
  }

  stop(): Promise<void> {
    return this.serial(async () => {
      this.follower.stop();
      await this.processes.stop();
    });
  }

  /**
   * smbd's namespace holds every pool that was mounted when it started; while it is stopped for one
   * pool, it holds the others too, since it starts again once that pool is taken back.
   */
  holds(): boolean {
    return this.processes.running || this.lettingGo.size > 0;
  }

  letGo(poolId: string): void {
    this.lettingGo.add(poolId);
  }

  takeBack(poolId: string): void {
    this.lettingGo.delete(poolId);
  }

  runtime(): DriverRuntime {
    return { ...this.processes.runtime(), ports: this.processes.port === null ? [] : [this.processes.port] };
  }

  /** The audit settings changed: a running smbd records what they now say. */
  async auditChanged(settings: SambaAuditSettings): Promise<void> {
    this.deps.audit.saveSettings(settings);
    const last = this.last;
    if (last && this.processes.running) await this.apply(last);
  }

  /** Reads the audit log's newest lines now (a list call shows what just happened). */
  pollAudit(): void {
    this.follower.poll();
  }

  private async applyNow(given: DriverState<'samba'>): Promise<void> {
    const { layout } = this;
    this.last = given;
    if (this.lettingGo.size > 0) {
      this.follower.stop();
      await this.processes.stop();
      return;
    }
    const usable = (names: readonly string[]) => names.filter(smbUsernameUsable);
    const state: DriverState<'samba'> = {
      ...given,
      users: given.users.filter((user) => smbUsernameUsable(user.username)),
      exports: given.exports.map((exported) => ({
        ...exported,
        readers: usable(exported.readers),
        writers: usable(exported.writers),
      })),
    };
    writeUnixAccounts(layout, state.users);
    const enabled = state.users.filter((user) => user.enabled);
    const shares: SambaShare[] = [];
    const homes = new Map<string, string>();
    const groups = new Map<string, string>();
    const roots = new Map<string, (username: string) => string | undefined>();
    for (const exported of state.exports) {
      if (exported.mapping.kind === 'home') {
        for (const user of enabled) homes.set(user.username, join(exported.real, String(user.id)));
        const names = enabled.map((user) => user.username);
        shares.push({
          name: exported.mapping.name,
          path: join(layout.homesByName, '%U'),
          validUsers: names,
          writeList: names,
        });
        roots.set(exported.mapping.name, (username) => realOrUndefined(homes.get(username)));
        continue;
      }
      const link = String(exported.mapping.id);
      groups.set(link, exported.real);
      shares.push({
        name: exported.mapping.name,
        path: join(layout.shares, link),
        validUsers: [...exported.writers, ...exported.readers],
        writeList: exported.writers,
      });
      const real = realOrUndefined(exported.real);
      roots.set(exported.mapping.name, () => real);
    }
    linkHomes(layout, homes);
    linkShares(layout, groups);
    this.roots = roots;
    const hosts = hostsLists(state.addresses);
    const audit = this.deps.audit.settings();
    writeAtomically(
      layout.conf,
      renderSmbConf({
        layout,
        config: state.config,
        recycle: state.recycle,
        shares,
        hostsAllow: hosts.allow,
        hostsDeny: hosts.deny,
        audit,
      }),
    );
    await this.syncPassdb(state.users);
    const mounts = await poolMountsNow(this.deps.dataDir);
    if (this.processes.running && this.processes.port === state.config.port && mounts === this.mountsSeen) {
      await reloadConfig(layout);
    } else {
      // A new namespace sees the pools as they are mounted now.
      await this.processes.start(state.config.port);
      this.mountsSeen = mounts;
    }
    if (audit.enabled) this.follower.start();
    else this.follower.stop();
    await this.endRefusedSessions(state);
  }

  /** passdb follows the accounts: gone ones removed, disabled ones disabled, enabled ones usable. */
  private async syncPassdb(users: readonly ServiceUser[]): Promise<void> {
    if (!existsSync(join(this.layout.privateDir, 'passdb.tdb'))) return;
    const byName = new Map(users.map((user) => [user.username, user]));
    for (const [username, entry] of await passdbUsers(this.layout)) {
      const user = byName.get(username);
      if (!user) await removeSmbUser(this.layout, username);
      else if (user.enabled === entry.disabled) await setSmbDisabled(this.layout, username, !user.enabled);
    }
  }

  /** Ends the sessions of users no longer enabled and of addresses the IP lists now refuse. */
  private async endRefusedSessions(state: DriverState<'samba'>): Promise<void> {
    const smbd = this.processes.smbdPid;
    if (smbd === null) return;
    const enabled = new Set(state.users.filter((user) => user.enabled).map((user) => user.username));
    for (const session of await smbSessions(this.layout)) {
      if (enabled.has(session.username) && addressAllowed(state.addresses, session.address)) continue;
      // Only a child of Coffer's own smbd is ended.
      if (parentOf(session.pid) !== smbd) continue;
      this.deps.log.info(
        {
          event: 'samba.session-ended',
          username: session.username,
          address: session.address,
          pid: session.pid,
        },
        'an SMB session was ended: its user or address is refused now',
      );
      try {
        process.kill(session.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }

  /**
   * A plain password was seen: the user's SMB password is set to it, once Samba has been enabled on
   * this device (before that, no NT hash is kept at all).
   */
  private passwordSeen(user: WitnessedUser, password: string): Promise<void> {
    if (!existsSync(this.layout.conf) || !smbUsernameUsable(user.username)) return Promise.resolve();
    return this.serial(async () => {
      const users = this.deps.users().filter((known) => smbUsernameUsable(known.username));
      if (!users.some((known) => known.id === user.id)) {
        users.push({ id: user.id, username: user.username, enabled: true, mainRole: Role.user });
      }
      writeUnixAccounts(this.layout, users);
      await setSmbPassword(this.layout, user.username, password);
      const account = users.find((known) => known.id === user.id);
      if (account && !account.enabled) await setSmbDisabled(this.layout, user.username, true);
    }).catch((error: unknown) => {
      this.deps.log.warn(
        { event: 'samba.password-failed', username: user.username, err: error },
        'the SMB password could not be set',
      );
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.work.catch(() => undefined).then(work);
    this.work = run;
    return run;
  }
}

function realOrUndefined(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.new`, text, { mode: 0o600 });
  renameSync(`${path}.new`, path);
}
