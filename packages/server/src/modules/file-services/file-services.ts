import {
  Code,
  FILE_SERVICE_CONFIGS,
  FILE_SERVICES,
  type FileServiceName,
  type FileServiceStatus,
  type ServiceMapping,
  type ServiceState,
} from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error.js';
import type { DriverState, FileServiceDriver } from './driver.js';
import type { FileServicesStore } from './file-services-store.js';
import {
  serviceAddresses,
  serviceExports,
  serviceMappings,
  serviceUsers,
  type ExportSources,
} from './service-exports.js';

/** How often the services look for changed accounts, permits, IP lists or pools. */
const WATCH_MS = 1_000;

/** A service as the monitor's service manager lists it (`/manager/srvs`). */
export interface ManagedServiceInfo {
  name: FileServiceName;
  label: { zh: string; en: string };
  enabled: boolean;
  state: ServiceState;
  pid: number | null;
  ports: number[];
  since: number | null;
}

export interface ServiceManager {
  list(): ManagedServiceInfo[];
  /** Runs a service now, enabled or not, until it is stopped or the daemon stops. */
  start(name: FileServiceName): Promise<ManagedServiceInfo>;
  /** Stops a service now; an enabled one starts again with the daemon. */
  stop(name: FileServiceName): Promise<ManagedServiceInfo>;
}

export interface FileServicesDeps {
  store: FileServicesStore;
  sources: ExportSources;
  drivers: readonly FileServiceDriver[];
  log: Logger;
}

/**
 * The file services (issue 17 §1, ARCHITECTURE "Files, permissions and file services"): each one a
 * server configured from Coffer's accounts, permission model and IP lists, and configured again
 * whenever they change (a change counter kept by SQLite triggers, migration 23, and the default
 * pool's state are watched every second). One service's work is done one step at a time.
 */
export class FileServices {
  private readonly drivers = new Map<FileServiceName, FileServiceDriver>();
  /** The services that should be running now. */
  private readonly wanted = new Set<FileServiceName>();
  private readonly queues = new Map<FileServiceName, Promise<unknown>>();
  private watcher: NodeJS.Timeout | undefined;
  private seen = '';
  private closed = false;

  constructor(private readonly deps: FileServicesDeps) {
    for (const driver of deps.drivers) this.drivers.set(driver.name, driver);
  }

  /** Starts every enabled service and begins watching for changes; after the storage engine is up. */
  async boot(): Promise<void> {
    this.seen = await this.fingerprint();
    for (const name of this.names()) {
      if (!this.deps.store.service(name).enabled) continue;
      this.wanted.add(name);
      await this.queue(name, () => this.applyNow(name)).catch((error: unknown) => {
        this.deps.log.error(
          { event: 'file-service.boot-failed', service: name, err: error },
          'a file service did not start',
        );
      });
    }
    this.watcher = setInterval(() => void this.watch(), WATCH_MS);
    this.watcher.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watcher);
    await Promise.all(
      this.names().map((name) => this.queue(name, () => this.driver(name).stop()).catch(() => undefined)),
    );
  }

  names(): FileServiceName[] {
    return FILE_SERVICES.filter((name) => this.drivers.has(name));
  }

  status(name: FileServiceName): FileServiceStatus {
    const runtime = this.driver(name).runtime();
    return { name, enabled: this.deps.store.service(name).enabled, ...runtime };
  }

  /** Turns a service on or off for good; a service that cannot start stays off and says why. */
  async enable(name: FileServiceName, enable: boolean): Promise<FileServiceStatus> {
    await this.queue(name, async () => {
      if (!enable) {
        this.wanted.delete(name);
        await this.driver(name).stop();
        this.deps.store.save(name, { enabled: false });
        return;
      }
      this.wanted.add(name);
      try {
        await this.applyNow(name);
      } catch (error) {
        this.wanted.delete(name);
        await this.driver(name).stop();
        throw startFailure(name, error);
      }
      this.deps.store.save(name, { enabled: true });
    });
    return this.status(name);
  }

  config(name: FileServiceName) {
    const driver = this.driver(name);
    const saved = FILE_SERVICE_CONFIGS[name].safeParse(this.deps.store.service(name).config);
    return saved.success ? saved.data : driver.defaults();
  }

  /** Checks and saves a configuration given as JSON text, and applies it to a running service. */
  async setConfig(name: FileServiceName, data: string) {
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      throw new AppError(Code.fileServiceConfigInvalid, { reason: 'not JSON' });
    }
    const current = this.config(name);
    const merged = raw !== null && typeof raw === 'object' ? { ...current, ...raw } : raw;
    const parsed = FILE_SERVICE_CONFIGS[name].safeParse(merged);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(Code.fileServiceConfigInvalid, {
        reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      });
    }
    const config = parsed.data;
    await this.queue(name, async () => {
      await this.driver(name).check?.(config as never);
      this.deps.store.save(name, { config });
      if (!this.wanted.has(name)) return;
      try {
        await this.applyNow(name);
      } catch (error) {
        // The old configuration comes back, running as before: a refused change changes nothing.
        this.deps.store.save(name, { config: current });
        await this.applyNow(name).catch(() => undefined);
        throw startFailure(name, error);
      }
    });
    return config;
  }

  recycle(name: FileServiceName, enable: boolean | undefined): { enable: boolean } {
    const driver = this.driver(name);
    if (enable === undefined) return { enable: driver.hasRecycle && this.deps.store.service(name).recycle };
    if (!driver.hasRecycle) throw new AppError(Code.fileServiceNoRecycle);
    this.deps.store.save(name, { recycle: enable });
    this.reapply(name);
    return { enable };
  }

  mappings(name: FileServiceName): ServiceMapping[] {
    this.driver(name);
    return serviceMappings(name, this.deps.sources);
  }

  renameMapping(name: FileServiceName, id: number, newName: string): ServiceMapping {
    this.mappingOf(name, id);
    if (this.deps.store.nameTaken(name, newName, id))
      throw new AppError(Code.fileServiceMappingTaken, { name: newName });
    this.deps.store.rename(id, newName);
    this.reapply(name);
    return this.mappingOf(name, id);
  }

  setExported(name: FileServiceName, id: number, exported: boolean): ServiceMapping {
    this.mappingOf(name, id);
    this.deps.store.setExported(id, exported);
    this.reapply(name);
    return this.mappingOf(name, id);
  }

  serviceManager(): ServiceManager {
    const info = (name: FileServiceName): ManagedServiceInfo => {
      const status = this.status(name);
      const { label } = this.driver(name);
      return {
        name,
        label,
        enabled: status.enabled,
        state: status.state,
        pid: status.pid,
        ports: status.ports,
        since: status.since,
      };
    };
    return {
      list: () => this.names().map(info),
      start: async (name) => {
        await this.queue(name, async () => {
          this.wanted.add(name);
          try {
            await this.applyNow(name);
          } catch (error) {
            this.wanted.delete(name);
            throw startFailure(name, error);
          }
        });
        return info(name);
      },
      stop: async (name) => {
        await this.queue(name, async () => {
          this.wanted.delete(name);
          await this.driver(name).stop();
        });
        return info(name);
      },
    };
  }

  /**
   * Lets a pool go for `work` (its delete or remount): each running service that holds the pool
   * stops using it first, and takes up the default pool again after.
   */
  async letPoolGo<T>(poolId: string, work: () => Promise<T>): Promise<T> {
    const holding = [...this.wanted].filter((name) => this.driver(name).holds?.(poolId));
    try {
      for (const name of holding) {
        await this.queue(name, async () => {
          this.driver(name).letGo?.(poolId);
          await this.applyNow(name);
        });
      }
      return await work();
    } finally {
      for (const name of holding) {
        this.driver(name).takeBack?.(poolId);
        this.reapply(name);
      }
    }
  }

  private mappingOf(name: FileServiceName, id: number): ServiceMapping {
    const found = this.mappings(name).find((mapping) => mapping.id === id);
    if (!found) throw new AppError(Code.fileServiceMappingNotFound, { id });
    return found;
  }

  private driver(name: FileServiceName): FileServiceDriver {
    const driver = this.drivers.get(name);
    if (!driver) throw new AppError(Code.fileServiceMissing, { name });
    return driver;
  }

  private async state(name: FileServiceName): Promise<DriverState> {
    const users = serviceUsers(this.deps.sources.db);
    const { exports } = await serviceExports(name, this.deps.sources, users);
    const saved = this.deps.store.service(name);
    return {
      config: this.config(name),
      recycle: this.driver(name).hasRecycle && saved.recycle,
      exports,
      users,
      addresses: serviceAddresses(this.deps.sources.db),
    };
  }

  private async applyNow(name: FileServiceName): Promise<void> {
    if (this.closed) return;
    await this.driver(name).apply(await this.state(name));
  }

  /** Applies the current state to a running service later, in its turn; failures show in its status. */
  private reapply(name: FileServiceName): void {
    if (!this.wanted.has(name)) return;
    void this.queue(name, () => (this.wanted.has(name) ? this.applyNow(name) : undefined)).catch(
      (error: unknown) => {
        this.deps.log.warn(
          { event: 'file-service.apply-failed', service: name, err: error },
          'a file service could not take a change',
        );
      },
    );
  }

  private async fingerprint(): Promise<string> {
    const pool = await this.deps.sources.pools.current().catch(() => null);
    return `${this.deps.store.epoch()}:${pool?.id ?? ''}:${pool?.usable ?? ''}`;
  }

  private async watch(): Promise<void> {
    if (this.closed || this.wanted.size === 0) return;
    const now = await this.fingerprint();
    if (now === this.seen) return;
    this.seen = now;
    for (const name of this.wanted) this.reapply(name);
  }

  private queue<T>(name: FileServiceName, work: () => T | Promise<T>): Promise<T> {
    const before = this.queues.get(name) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(work);
    this.queues.set(name, run);
    return run;
  }
}

function startFailure(name: FileServiceName, error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(Code.fileServiceStartFailed, { name, reason: (error as Error).message });
}
