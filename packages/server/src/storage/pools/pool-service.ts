import { randomBytes } from 'node:crypto';
import { rmdir, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, type PoolInfo } from '@coffer/contract';
import type { Logger } from 'pino';
import type { BayManager } from '../bays/bay-manager.js';
import { makeFilesystem } from '../btrfs/make-filesystem.js';
import { forgetDevice, readSuperblock } from '../btrfs/superblock.js';
import { profileOf } from '../profiles/raid-profiles.js';
import { assessPool } from '../profiles/pool-health.js';
import { staleMembers } from './stale-members.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import { StorageError } from '../storage-error.js';
import { checkPoolName, defaultPoolName } from '../validation/pool-name.js';
import { validatePoolCreate } from '../validation/pool-create.js';
import type { PoolProtocol } from '../validation/storage-facts.js';
import { runCreatePool, type PoolCommands } from './create-pool-job.js';
import { presentDisks, storageFacts, type PresentDisk } from './pool-disks.js';
import { commandReason, isMounted, mountPointOf, mountPoints, mountPool, unmountPool } from './pool-mount.js';
import { kindOfProtocol, type PoolRecord } from './pool-record.js';
import { poolStatus } from './pool-status.js';
import { observeUsedDevices } from './pool-observation.js';
import type { FinishedScrub, ScrubDamage } from './scrub-damage.js';
import { btrfs } from '../btrfs/btrfs-command.js';
import { deviceStats } from '../btrfs/device.js';
import type { CachePoolRecord } from '../cache/cache-pool-store.js';
import { cachePoolInfo } from '../cache/cache-pool-info.js';
import type { PoolStore } from './pool-store.js';
import { wipeMembers } from './wipe-members.js';
import { confirmPool, type ConfirmAnswer, type ConfirmOption } from './pool-confirm.js';
import type { PoolEngine } from './pool-engine.js';
import { checkRepair, runRepair, type RepairPoolRequest } from './repair-pool-job.js';
import { checkExpansion, runExpansion } from './expand-pool-job.js';
import { planReattach } from './reattach-members.js';
import { checkSpare, configureSpare, type SpareAnswer } from './pool-spares.js';
import { SpareMonitor } from './spare-monitor.js';
import { PoolEncryption } from '../encryption/pool-encryption.js';
import { loadOrCreateKeySecret } from '../encryption/key-file.js';
import { validateEncryptionPassword } from '../validation/encryption-password.js';
import { checkSomePoolAvailable } from '../validation/pool-available.js';
import { accepted, planOf, problemOfRefusal, refused, type Checked } from '../validation/checked.js';

export interface NewPoolRequest {
  protocol: PoolProtocol;
  raidType: string;
  /** Empty or missing: the default name (SATA{n} / SSD{n}). */
  name?: string;
  disks: readonly string[];
  spares?: readonly string[];
  /** An encrypted pool (gocryptfs): the password, already decrypted, and the optional hint. */
  encryption?: { password: string; prompt?: string };
}

export interface PoolServiceOptions {
  dataDir: string;
  store: PoolStore;
  bays: BayManager;
  jobs: JobRegistry;
  log: Logger;
  /** Pools whose last scrub left uncorrectable errors: damaged until a clean scrub. */
  scrubDamage?: ScrubDamage;
  /** The SSD cache pools (storage/cache): their SSDs are in use and pools share their names. */
  caches?: () => readonly CachePoolRecord[];
  /** Bay disks marked external (`/zspool/confirm` extmountdisk): no pool takes them. */
  external?: (serial: string) => boolean;
}

export interface PoolsInfo {
  zspool: { normal: PoolInfo[]; super: PoolInfo[]; cache: PoolInfo[] };
  spare: {
    normal: { sn: string; protect_list: string[] }[];
    super: { sn: string; protect_list: string[] }[];
  };
}

/**
 * Something outside the engine that keeps a pool's mount busy (a file service's mounts inside it).
 * It lets the pool go, runs `work` (which unmounts the pool), and may take it up again after.
 */
export type PoolHolder = <T>(poolId: string, work: () => Promise<T>) => Promise<T>;

const nameKind = (protocol: PoolProtocol) => (protocol === 'protnvme' ? 'ssd' : 'sata');

/**
 * Pools of the device: create (as a format job), rename, delete, mount, and what the page shows of
 * them. Every refusal is a StorageError; validation runs before any command, and every write to a
 * device passes the bays' write guard first.
 */
export class PoolService {
  /** The commands creation runs; a test replaces one to inject a failure. */
  readonly commands: PoolCommands = { makeFilesystem };
  private readonly guard: (device: string) => unknown;

  private readonly changeListeners: ((written: readonly string[]) => void)[] = [];
  private readonly holders: PoolHolder[] = [];
  /** Per running repair job, the disks it rebuilds onto: no longer free, not members until it ends. */
  private readonly repairTargets = new Map<string, readonly string[]>();
  /** Pools whose members were all present at start but would not mount: why (spec 2 N300005). */
  private readonly bootMountFailures = new Map<string, string>();
  /** Encrypted pools: plain views, unlock attempts, key files (storage/encryption). */
  readonly encryption: PoolEncryption;

  constructor(private readonly options: PoolServiceOptions) {
    this.guard = (device) => options.bays.assertBayDevice(device);
    this.encryption = new PoolEncryption({
      dataDir: options.dataDir,
      secret: loadOrCreateKeySecret(join(options.dataDir, 'secrets')),
    });
  }

  /**
   * Tells `listener` when pool records change outside a job (delete, spare records), with the disks
   * whose signatures were written. Jobs are followed through the job registry (pool-membership.ts).
   */
  onPoolsChanged(listener: (written: readonly string[]) => void): void {
    this.changeListeners.push(listener);
  }

  /** Asks `holder` to let a pool go whenever a delete or a remount unmounts it. */
  addHolder(holder: PoolHolder): void {
    this.holders.push(holder);
  }

  /** Runs `work`, which unmounts the pool, once everything holding the pool has let it go. */
  private withPoolLetGo<T>(poolId: string, work: () => Promise<T>): Promise<T> {
    const run = this.holders.reduceRight<() => Promise<T>>(
      (inner, holder) => () => holder(poolId, inner),
      work,
    );
    return run();
  }

  /** Call after changing pool records outside a job; `written`: disks wiped or formatted. */
  poolsChanged(written: readonly string[] = []): void {
    for (const listener of this.changeListeners) listener(written);
  }

  /**
   * At start: undo creations a restart cut off, then mount every pool whose members are all
   * present. A pool missing a member stays unmounted until an administrator decides (spec 2 mode F).
   */
  async boot(): Promise<void> {
    const { store, log } = this.options;
    const disks = await this.disks();
    for (const pool of store.all()) {
      if (pool.state === 'creating') {
        await this.undoInterruptedCreate(pool, disks);
        continue;
      }
      const devices = this.memberDevices(pool, disks);
      if (!devices) {
        log.warn({ event: 'pool.boot.missing', poolId: pool.id }, 'pool has missing disks; not mounted');
        continue;
      }
      const mountPoint = this.mountPoint(pool.id);
      if (await isMounted(mountPoint)) continue;
      try {
        await this.mountAtBoot(pool, mountPoint, devices);
      } catch (error) {
        log.error({ event: 'pool.boot.mount-failed', poolId: pool.id, err: error }, 'pool mount failed');
        const reason = error instanceof StorageError ? error.params.reason : undefined;
        this.bootMountFailures.set(pool.id, typeof reason === 'string' ? reason : commandReason(error));
      }
    }
  }

  /**
   * Mounts a whole pool at start. Members with an older generation (put back while the device
   * was off after missing writes) are left out: the pool mounts degraded without them, when its
   * profile tolerates that, and the spare monitor re-attaches them at once (reattach-members.ts).
   */
  private async mountAtBoot(pool: PoolRecord, mountPoint: string, devices: readonly string[]): Promise<void> {
    const { log } = this.options;
    const supers = await Promise.all(
      devices.map(async (device) => ({ device, superblock: await readSuperblock(device).catch(() => null) })),
    );
    const stale = staleMembers(supers);
    if (stale.length === 0 || stale.length > profileOf(pool.raidType).tolerates(devices.length)) {
      if (stale.length > 0)
        log.warn({ event: 'pool.boot.stale-untolerated', poolId: pool.id, stale }, 'stale members');
      await mountPool(mountPoint, devices);
      log.info({ event: 'pool.mounted', poolId: pool.id }, 'pool mounted');
      return;
    }
    // The kernel may remember a stale device from an earlier scan; it would join the mount.
    for (const device of stale) await forgetDevice(device).catch(() => undefined);
    const fresh = devices.filter((device) => !stale.includes(device));
    await mountPool(mountPoint, fresh, ['degraded']);
    log.warn(
      { event: 'pool.boot.stale-left-out', poolId: pool.id, stale },
      'pool mounted without members that missed writes; they are re-attached',
    );
  }

  /**
   * Why a pool whose members were all present did not mount at start (mount's own last line);
   * undefined for any other pool. Read by the poll only while the pool stays unmounted.
   */
  bootMountFailure(poolId: string): string | undefined {
    return this.bootMountFailures.get(poolId);
  }

  /** Power-off: stop the jobs (each undoes its work), then unmount every pool. */
  async powerOff(): Promise<void> {
    await this.options.jobs.cancelAll();
    for (const pool of this.options.store.all()) {
      const mountPoint = this.mountPoint(pool.id);
      // The plain view of an encrypted pool goes first: it holds the btrfs busy.
      if (pool.encrypted) {
        await this.encryption
          .lock(pool.id)
          .catch((error: unknown) =>
            this.options.log.error({ event: 'pool.lock-failed', poolId: pool.id, err: error }, 'lock failed'),
          );
      }
      if (!(await isMounted(mountPoint))) continue;
      await unmountPool(mountPoint).catch((error: unknown) =>
        this.options.log.error(
          { event: 'pool.unmount-failed', poolId: pool.id, err: error },
          'unmount failed',
        ),
      );
    }
  }

  async info(): Promise<PoolsInfo> {
    const disks = await this.disks();
    const result: PoolsInfo = {
      zspool: { normal: [], super: [], cache: [] },
      spare: { normal: [], super: [] },
    };
    const caches = this.caches();
    for (const pool of this.options.store.all()) {
      if (pool.state !== 'ready') continue;
      const info = await this.observe(pool, disks);
      const cacheList = caches
        .filter((cache) => cache.poolId === pool.id)
        .flatMap((cache) => cache.members.map((member) => member.sn));
      result.zspool[pool.kind].push({ ...info, cache_list: cacheList });
      for (const sn of pool.spares) result.spare[pool.kind].push({ sn, protect_list: [pool.id] });
    }
    for (const cache of caches) result.zspool.cache.push(cachePoolInfo(cache, disks));
    return result;
  }

  /** The server's name check (STOR-POOL-07), with the default name for that kind of pool. */
  checkName(name: string, protocol: PoolProtocol = 'protsata'): { name: string; defaultName: string } {
    const taken = this.takenNames();
    const problems = checkPoolName('name', name, taken);
    if (problems.length > 0) throw StorageError.invalid(problems);
    return { name: name.trim(), defaultName: defaultPoolName(nameKind(protocol), taken) };
  }

  /**
   * Every reason a new pool cannot be made (spec 3 §5, STOR-POOL-09, the write guard), or the name
   * and disks it would be made of. Touches nothing: `/zspool/format/verify` answers its problems.
   */
  async checkCreate(request: NewPoolRequest): Promise<Checked<{ name: string; chosen: PresentDisk[] }>> {
    const { store } = this.options;
    const disks = await this.disks();
    const pools = store.all();
    const name = request.name?.trim() || defaultPoolName(nameKind(request.protocol), this.takenNames());
    const mounted = await mountPoints();
    const facts = storageFacts(disks, pools, {
      mounted: new Set(pools.filter((pool) => mounted.has(this.mountPoint(pool.id))).map((pool) => pool.id)),
      caches: this.caches(),
    });
    const problems = [
      ...checkSomePoolAvailable(facts.pools),
      ...validatePoolCreate(
        {
          protocol: request.protocol,
          raidType: request.raidType,
          name,
          disks: request.disks,
          spares: request.spares,
        },
        facts,
      ),
    ];
    if (request.encryption) {
      problems.push(
        ...validateEncryptionPassword({
          password: request.encryption.password,
          confirmation: request.encryption.password,
          hint: request.encryption.prompt,
        }),
      );
    }
    if (problems.length > 0) return refused(problems);
    const chosen = request.disks.map((sn) => disks.find((disk) => disk.sn === sn)!);
    try {
      for (const disk of chosen) this.guard(disk.device);
    } catch (error) {
      return refused([problemOfRefusal(error)]);
    }
    return accepted({ name, chosen });
  }

  /** Checks everything (checkCreate), then starts the format job; nothing touches a disk before that. */
  async create(request: NewPoolRequest): Promise<{ jobId: string; poolId: string }> {
    const { store, jobs } = this.options;
    const { name, chosen } = planOf(await this.checkCreate(request));
    const pool: PoolRecord = {
      id: `pool-${randomBytes(4).toString('hex')}`,
      name,
      kind: kindOfProtocol(request.protocol),
      raidType: request.raidType as PoolRecord['raidType'],
      protocol: request.protocol,
      fsUuid: '',
      members: chosen.map((disk) => ({ sn: disk.sn, size: disk.size })),
      spares: [...(request.spares ?? [])],
      createdAt: Date.now(),
      state: 'creating',
      encrypted: request.encryption !== undefined,
      pwdPrompt: request.encryption?.prompt?.trim() ?? '',
    };
    store.insert(pool);
    const secret = request.encryption;
    const plan = {
      pool,
      members: chosen.map((disk) => ({ path: disk.device, size: disk.size })),
      mountPoint: this.mountPoint(pool.id),
      encryption: secret && {
        setUp: () => this.encryption.setUp(pool.id, this.mountPoint(pool.id), secret.password),
        undo: () => this.encryption.lock(pool.id),
      },
    };
    const deps = { store, commands: this.commands, guard: this.guard, log: this.logEvent };
    try {
      const job = jobs.start(
        { kind: 'format', poolId: pool.id, description: 'prepare', exclusive: true },
        (context) => runCreatePool(context, plan, deps),
      );
      this.options.log.info(
        { event: 'pool.create.started', poolId: pool.id, jobId: job.id },
        'creating pool',
      );
      return { jobId: job.id, poolId: pool.id };
    } catch (error) {
      store.remove(pool.id);
      throw error;
    }
  }

  async rename(id: string, name: string): Promise<{ id: string; name: string }> {
    const pool = this.readyPool(id);
    return this.options.jobs.withPoolLock(pool.id, async () => {
      const taken = this.takenNames(id);
      const problems = checkPoolName('name', name, taken);
      if (problems.length > 0) throw StorageError.invalid(problems);
      this.options.store.rename(id, name.trim());
      return { id, name: name.trim() };
    });
  }

  /** Deletes a pool: unmount, wipe its present members (after the guard), forget it. */
  async remove(id: string): Promise<{ id: string }> {
    const pool = this.readyPool(id);
    return this.options.jobs.withPoolLock(pool.id, () =>
      this.withPoolLetGo(pool.id, async () => {
        const mountPoint = this.mountPoint(id);
        if (pool.encrypted) await this.encryption.lock(id);
        if (await isMounted(mountPoint)) await unmountPool(mountPoint);
        await this.discard(pool, await this.disks());
        this.poolsChanged(pool.members.map((member) => member.sn));
        this.options.log.info({ event: 'pool.deleted', poolId: id }, 'pool deleted');
        return { id };
      }),
    );
  }

  async mount(id: string): Promise<{ id: string; has_mount: 1 }> {
    const pool = this.readyPool(id);
    return this.options.jobs.withPoolLock(pool.id, async () => {
      const mountPoint = this.mountPoint(id);
      if (!(await isMounted(mountPoint))) {
        const devices = this.memberDevices(pool, await this.disks());
        if (!devices) throw new StorageError(Code.poolMembersMissing);
        await mountPool(mountPoint, devices);
      }
      return { id, has_mount: 1 as const };
    });
  }

  /**
   * Where a pool's files are: its mount point, or for an encrypted pool the plain view, which
   * exists only while the pool is unlocked.
   */
  filesPath(id: string): string {
    const pool = this.options.store.find(id);
    return pool?.encrypted ? this.encryption.plainDir(id) : this.mountPoint(id);
  }

  /** Unlocks an encrypted pool (N300147 / N300148, storage/encryption/pool-encryption.ts). */
  async unlock(id: string, password: string): Promise<{ id: string; lock: 0 }> {
    const pool = this.encryptedPool(id);
    return this.options.jobs.withPoolLock(pool.id, async () => {
      if (!(await this.encryption.isUnlocked(pool.id)) && !(await this.passwordCheckable(pool))) {
        throw new StorageError(Code.encryptedPoolDamaged);
      }
      await this.encryption.unlock(pool.id, this.mountPoint(pool.id), password);
      this.logEvent('pool.unlocked', { poolId: pool.id });
      return { id, lock: 0 as const };
    });
  }

  /**
   * The pool-unlocked task event (STOR-UNL-01): answers once the pool's plain view is really
   * mounted, C107002 while it is not (the page retries every second). Logged as the event.
   */
  async unlockedEvent(id: string): Promise<{ id: string }> {
    const pool = this.encryptedPool(id);
    if (!(await this.encryption.isUnlocked(pool.id))) throw new StorageError(Code.poolLocked);
    this.logEvent('pool.unlocked.event', { poolId: pool.id });
    return { id: pool.id };
  }

  /**
   * STOR-ENC-03: a password is checked against the pool's own cipher configuration, which lives on
   * its btrfs; a pool that is not mounted or lost more members than it tolerates cannot check it.
   * (A pool damaged only by a scrub's uncorrectable errors still can: its owner needs the files to
   * restore or delete the damaged ones.)
   */
  private async passwordCheckable(pool: PoolRecord): Promise<boolean> {
    if (!(await isMounted(this.mountPoint(pool.id)))) return false;
    const { system_disks: members } = await this.observe(pool, await this.disks());
    return assessPool(
      pool.raidType,
      members.map((member) => member.status),
    ).usable;
  }

  /** The password hint of an encrypted pool; N300150 when none was set. */
  passwordPrompt(id: string): { prompt: string } {
    const pool = this.encryptedPool(id);
    if (!pool.pwdPrompt) throw new StorageError('N300150');
    return { prompt: pool.pwdPrompt };
  }

  /** The key file of an unlocked encrypted pool. */
  keyFile(id: string): Buffer {
    return this.encryption.keyFile(this.encryptedPool(id).id);
  }

  /** The password sealed in a key file this device made for one of its pools. */
  readKeyFile(file: Buffer): { poolId: string; password: string } {
    const content = this.encryption.readKeyFile(file);
    this.encryptedPool(content.poolId);
    return content;
  }

  private encryptedPool(id: string): PoolRecord {
    const pool = this.readyPool(id);
    if (!pool.encrypted) throw new StorageError(Code.poolNotEncrypted);
    return pool;
  }

  /** spec 3 §7 confirm: the administrator's decision on a pool waiting at start (pool-confirm.ts). */
  async confirm(id: string, option: ConfirmOption): Promise<ConfirmAnswer> {
    const pool = this.readyPool(id);
    return this.options.jobs.withPoolLock(pool.id, () => confirmPool(this.engine, pool, option));
  }

  /** A pool's mount and status as observed now, without its lock (a job may hold it). */
  async state(id: string): Promise<ConfirmAnswer> {
    const pool = this.readyPool(id);
    const info = await this.observe(pool, await this.disks());
    return { id: pool.id, has_mount: info.has_mount, status: info.status };
  }

  /** Every reason a repair cannot start, or its plan (repair-pool-job.ts); touches nothing. */
  checkRepair(request: RepairPoolRequest): ReturnType<typeof checkRepair> {
    return checkRepair(this.engine, request);
  }

  /** Repair: validates, then rebuilds the chosen members as a replace job (repair-pool-job.ts). */
  async repair(request: RepairPoolRequest): Promise<{ jobId: string; poolId: string }> {
    const { pool, steps } = planOf(await this.checkRepair(request));
    const job = this.options.jobs.start(
      { kind: 'replace', poolId: pool.id, description: 'prepare', exclusive: true },
      (context) => runRepair(context, this.engine, pool.id, steps),
    );
    this.options.log.info({ event: 'pool.repair.started', poolId: pool.id, jobId: job.id }, 'repairing pool');
    this.repairTargets.set(
      job.id,
      steps.map((step) => step.target.sn),
    );
    void this.options.jobs
      .whenFinished(job.id)
      .catch(() => undefined)
      .finally(() => this.repairTargets.delete(job.id));
    return { jobId: job.id, poolId: pool.id };
  }

  /** Whether a running repair is rebuilding a member onto this disk (it is taken, not new). */
  isRepairTarget(serial: string): boolean {
    return [...this.repairTargets.values()].some((serials) => serials.includes(serial));
  }

  /**
   * Re-attaches the members whose disk came back while the pool is mounted (reattach-members.ts):
   * a replace job that rebuilds each onto its own disk, as a repair does onto a new one.
   */
  async reattach(poolId: string): Promise<{ jobId: string; poolId: string }> {
    const pool = this.readyPool(poolId);
    const steps = await planReattach(this.engine, pool);
    const job = this.options.jobs.start(
      { kind: 'replace', poolId: pool.id, description: 'prepare', exclusive: true },
      (context) => runRepair(context, this.engine, pool.id, steps),
    );
    this.options.log.info(
      {
        event: 'pool.reattach.started',
        poolId: pool.id,
        jobId: job.id,
        members: steps.map((s) => s.memberSn),
      },
      're-attaching returned members',
    );
    return { jobId: job.id, poolId: pool.id };
  }

  /**
   * Mounts a pool again from its disks: for a pool that lost more members than it tolerates
   * while mounted (a basic pool's only disk pulled) and got them all back, there is no copy to
   * rebuild from, so the dead mount gives way to the returned disks. Answers `poolInUse` while
   * something holds the mount.
   */
  async remount(poolId: string): Promise<{ id: string; has_mount: 1 }> {
    const pool = this.readyPool(poolId);
    return this.options.jobs.withPoolLock(pool.id, async () => {
      const devices = this.memberDevices(pool, await this.disks());
      if (!devices) throw new StorageError(Code.poolMembersMissing);
      const mountPoint = this.mountPoint(pool.id);
      await this.withPoolLetGo(pool.id, async () => {
        if (pool.encrypted) await this.encryption.lock(pool.id);
        if (await isMounted(mountPoint)) await unmountPool(mountPoint);
        await mountPool(mountPoint, devices);
      });
      this.options.log.warn(
        { event: 'pool.remounted', poolId: pool.id },
        'pool mounted again from its returned disks',
      );
      return { id: pool.id, has_mount: 1 as const };
    });
  }

  /**
   * After a finished scrub: uncorrectable errors mark the pool damaged (scrub-damage.ts); a scrub
   * that left nothing uncorrectable on a pool with every member in use repaired what it found, so
   * the error counters start again from zero (they count from the last repair). Never throws: the
   * scrub itself went well.
   */
  async scrubFinished(poolId: string, found: FinishedScrub): Promise<void> {
    try {
      const pool = this.options.store.find(poolId);
      this.options.scrubDamage?.scrubFinished(poolId, found, pool?.name);
      if (!pool || found.uncorrectable > 0) return;
      const mountPoint = this.mountPoint(poolId);
      const info = await this.observe(pool, await this.disks());
      if (info.missingNum > 0 || info.errorNum === 0) return;
      const counters = await deviceStats(mountPoint);
      await btrfs(['device', 'stats', '-z', mountPoint]);
      this.options.log.info(
        { event: 'pool.counters.reset', poolId, counters, corrected: found.corrected },
        'error counters reset after a scrub that repaired everything it found',
      );
    } catch (error) {
      this.options.log.error({ event: 'pool.scrub.after-failed', poolId, err: error }, 'after-scrub failed');
    }
  }

  /** Every reason an expansion cannot start, or its plan (expand-pool-job.ts); touches nothing. */
  checkExpansion(poolId: string, serials: readonly string[]): ReturnType<typeof checkExpansion> {
    return checkExpansion(this.engine, poolId, serials);
  }

  /** Expansion (`dilate`): validates, then adds the disks and balances as a balance job. */
  async expand(poolId: string, serials: readonly string[]): Promise<{ jobId: string; poolId: string }> {
    const plan = planOf(await this.checkExpansion(poolId, serials));
    const { pool } = plan;
    const job = this.options.jobs.start(
      { kind: 'balance', poolId: pool.id, description: 'adding', exclusive: true },
      (context) => runExpansion(context, this.engine, plan),
    );
    this.options.log.info({ event: 'pool.expand.started', poolId: pool.id, jobId: job.id }, 'expanding pool');
    return { jobId: job.id, poolId: pool.id };
  }

  /** Every reason `/zspool/spare/cfg` refuses (pool-spares.ts); touches nothing. */
  checkSpare(sn: string, poolIds: readonly string[]): ReturnType<typeof checkSpare> {
    return checkSpare(this.engine, sn, poolIds);
  }

  /** Hot spare configuration (pool-spares.ts). */
  async configureSpare(sn: string, poolIds: readonly string[]): Promise<SpareAnswer> {
    const answer = await configureSpare(this.engine, sn, poolIds);
    this.poolsChanged();
    return answer;
  }

  /**
   * The spare monitor of this service's pools (spare-monitor.ts); started by the device. `read`: the
   * pools as last observed (the info cache), so a nudge does not observe again.
   */
  spareMonitor(intervalMs?: number, read: () => Promise<PoolsInfo> = () => this.info()): SpareMonitor {
    return new SpareMonitor({
      engine: this.engine,
      pools: async () => {
        const { zspool } = await read();
        return [...zspool.normal, ...zspool.super];
      },
      repair: (request) => this.repair(request),
      reattach: (poolId) => this.reattach(poolId),
      remount: (poolId) => this.remount(poolId),
      log: this.options.log,
      intervalMs,
    });
  }

  /** What the confirm, repair and resume modules use of this service. */
  get engine(): PoolEngine {
    return {
      store: this.options.store,
      jobs: this.options.jobs,
      log: this.options.log,
      guard: this.guard,
      mountPoint: (poolId) => this.mountPoint(poolId),
      disks: () => this.disks(),
      observe: (pool, disks) => this.observe(pool, disks),
      poolsChanged: () => this.poolsChanged(),
      caches: () => this.caches(),
    };
  }

  /** Names pools and SSD cache pools hold (one name space), but `exceptId`'s own. */
  takenNames(exceptId?: string): string[] {
    return [
      ...this.options.store.all().filter((pool) => pool.id !== exceptId),
      ...this.caches().filter((cache) => cache.id !== exceptId),
    ].map((named) => named.name);
  }

  private caches(): readonly CachePoolRecord[] {
    return this.options.caches?.() ?? [];
  }

  mountPoint(poolId: string): string {
    return mountPointOf(this.options.dataDir, poolId);
  }

  private readonly logEvent = (event: string, detail: Record<string, unknown>) =>
    this.options.log.info({ event, ...detail }, event);

  private readyPool(id: string): PoolRecord {
    const pool = this.options.store.find(id);
    if (!pool) throw new StorageError(Code.poolNotFound);
    if (pool.state !== 'ready') throw new StorageError(Code.poolBusy);
    return pool;
  }

  private async disks(): Promise<PresentDisk[]> {
    const external = this.options.external;
    const disks = presentDisks(await this.options.bays.list());
    return external ? disks.map((disk) => (external(disk.sn) ? { ...disk, external: true } : disk)) : disks;
  }

  /** The member devices in order, or undefined when any member is missing. */
  private memberDevices(pool: PoolRecord, disks: readonly PresentDisk[]): string[] | undefined {
    const devices = pool.members.map((member) => disks.find((disk) => disk.sn === member.sn)?.device);
    return devices.every((device) => device !== undefined) ? (devices as string[]) : undefined;
  }

  /**
   * A creation a crash cut off may have left its btrfs mounted (and an encrypted pool's plain view
   * over it): both go first, or the wipe meets a busy device. The row is forgotten only once nothing
   * of the pool is mounted and every present member is wiped; otherwise it stays `creating`, its
   * disks are not offered as free, and the next start tries again.
   */
  private async undoInterruptedCreate(pool: PoolRecord, disks: readonly PresentDisk[]): Promise<void> {
    const { log } = this.options;
    const mountPoint = this.mountPoint(pool.id);
    try {
      if (pool.encrypted) await this.encryption.lock(pool.id);
      if (await isMounted(mountPoint)) await unmountPool(mountPoint);
      await this.discard(pool, disks, { keepOnFailure: true });
    } catch (error) {
      log.error(
        { event: 'pool.create.undo-failed', poolId: pool.id, reason: commandReason(error) },
        'unfinished pool could not be undone; kept until the next start',
      );
      return;
    }
    log.warn({ event: 'pool.create.interrupted', poolId: pool.id }, 'unfinished pool discarded');
  }

  /**
   * Wipes the present members, removes the (empty) mount directory and the row. With
   * `keepOnFailure`, a member that could not be wiped keeps the row and throws.
   */
  private async discard(
    pool: PoolRecord,
    disks: readonly PresentDisk[],
    { keepOnFailure = false } = {},
  ): Promise<void> {
    const devices = pool.members.flatMap((member) => {
      const disk = disks.find((candidate) => candidate.sn === member.sn);
      return disk ? [disk.device] : [];
    });
    const failed = await wipeMembers(devices, this.guard);
    if (failed.length > 0) {
      this.logEvent('pool.wipe-skipped', { poolId: pool.id, failed });
      if (keepOnFailure) throw new Error(`members not wiped: ${failed.map((f) => f.device).join(', ')}`);
    }
    await rmdir(this.mountPoint(pool.id)).catch(() => undefined);
    this.options.store.remove(pool.id);
    this.options.scrubDamage?.forget(pool.id);
  }

  private async observe(pool: PoolRecord, disks: readonly PresentDisk[]): Promise<PoolInfo> {
    const mountPoint = this.mountPoint(pool.id);
    const mounted = await isMounted(mountPoint);
    const used = mounted ? await observeUsedDevices(mountPoint) : null;
    const space = mounted ? await statfs(mountPoint) : null;
    const scrubUncorrectable = this.options.scrubDamage?.uncorrectable(pool.id) ?? 0;
    // A repair or re-attach leaves chunks with one copy until it ends; a migration (`migrate`) moves
    // whole members while every copy stays in place, so it never makes a pool degraded.
    const rebuilding = this.options.jobs.unfinished(pool.id).some((job) => job.kind === 'replace');
    const status = poolStatus(pool, { disks, mounted, used, space, scrubUncorrectable, rebuilding });
    if (!pool.encrypted) return status;
    const locked = !(await this.encryption.isUnlocked(pool.id));
    return { ...status, encrypted: 1, lock: locked ? 1 : 0 };
  }
}
