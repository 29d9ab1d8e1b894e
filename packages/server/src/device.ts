import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/open-database.js';
import type { DbRepairStatus } from './db/repair/db-repair-status.js';
import { prepareDatabase } from './db/repair/prepare-database.js';
import { loadOrCreateDeviceKey } from './device/device-key.js';
import { loadOrCreateIdentity, type DeviceIdentity } from './device/identity.js';
import { buildApp } from './http/build-app.js';
import { AccountsService } from './modules/accounts/accounts-service.js';
import { AuditLog } from './modules/audit/audit-log.js';
import { startAudit } from './modules/audit/start-audit.js';
import { newDeviceRoutes } from './modules/action-log/new-device-routes.js';
import { agentRoutes } from './modules/agent/routes.js';
import { startAccounts } from './modules/accounts/start-accounts.js';
import { AppPermits } from './modules/permissions/app-permits.js';
import { AppPermitsStore } from './modules/permissions/app-permits-store.js';
import { permitRoutes } from './modules/permissions/start-permissions.js';
import { directoryRoutes } from './modules/directory/routes.js';
import { createDirectory } from './modules/directory/start-directory.js';
import { AuthService } from './modules/auth/auth-service.js';
import { NoticeSettings } from './modules/device-settings/notices/notice-settings.js';
import { startDeviceSettings } from './modules/device-settings/start-device-settings.js';
import { authRoutes } from './modules/auth/routes.js';
import { SessionsStore } from './modules/auth/sessions-store.js';
import { UsersStore } from './modules/auth/users-store.js';
import { KvStore } from './modules/kv/kv-store.js';
import { kvRoutes } from './modules/kv/routes.js';
import { pushAccountEvents } from './modules/push/account-push.js';
import { PushHub } from './modules/push/push-hub.js';
import { pushRoutes } from './modules/push/push-routes.js';
import { pushStorageEvents } from './modules/push/storage-push.js';
import { NO_PROVIDER } from './modules/remote-help/provider-config.js';
import { RemoteHelpService } from './modules/remote-help/remote-help-service.js';
import { RemoteHelpStore } from './modules/remote-help/remote-help-store.js';
import { remoteHelpRoutes } from './modules/remote-help/routes.js';
import { makeGateHook } from './modules/security/gate-hook.js';
import { IpListsStore } from './modules/security/ip-lists-store.js';
import { securityAgentServices } from './modules/security/security-routes.js';
import { SecurityService } from './modules/security/security-service.js';
import { dbRepairRoutes } from './modules/system/db-repair-routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { upgradeRoutes } from './modules/upgrade/routes.js';
import { UpgradeService } from './modules/upgrade/upgrade-service.js';
import { createLogger } from './platform/logger.js';
import { PowerSwitch } from './platform/power.js';
import { makePrivateDir } from './platform/private-files.js';
import { RebootSchedule } from './platform/reboot-schedule.js';
import { startStorage, type Storage } from './start-storage.js';
import { startFiles, type Files } from './modules/files/start-files.js';
import { startQuota } from './modules/quota/start-quota.js';
import { PasswordWitness } from './modules/auth/password-witness.js';
import type { FileServices } from './modules/file-services/file-services.js';
import { startFileServices } from './modules/file-services/start-file-services.js';
import type { Quotas } from './modules/quota/quota-service.js';
import { StorageBoot } from './storage/boot/storage-boot.js';
import { startNetwork } from './modules/network/start-network.js';
import { startMonitor, type Monitor } from './modules/monitor/start-monitor.js';
import { serviceManagerRoutes } from './modules/monitor/service-routes.js';
import { startDeviceExtras } from './modules/device-extras/start-device-extras.js';
import { startSystemExtras } from './modules/system-extras/start-system-extras.js';

export interface Device extends Storage {
  config: Config;
  log: Logger;
  db: Db;
  dbRepair: DbRepairStatus;
  identity: DeviceIdentity;
  auth: AuthService;
  accounts: AccountsService;
  /** The user center's accounts and groups (issue 16). */
  people: ReturnType<typeof startAccounts>;
  /** The audit log (LOG): every security-relevant act is written here once. */
  audit: AuditLog;
  /** The IP allow and block lists, the sign-in limits and their gate (issue 16 §6). */
  security: SecurityService;
  power: PowerSwitch;
  push: PushHub;
  files: Files;
  /** Storage limits per user (issue 16 §4). */
  quotas: Quotas;
  /** Told each plain password that is set or proves right (issue 17: Samba keeps its own hashes). */
  passwords: PasswordWitness;
  /** SMB, FTP, WebDAV and DLNA (issue 17 §1); started after the storage engine. */
  fileServices: FileServices;
  upgrade: UpgradeService;
  /** The resource monitor (issue 17 §3): one hour of samples, pushed to open monitors. */
  monitor: Monitor;
  app: FastifyInstance;
  /** Where the storage engine's start stands (the poll and /healthcheck tell it). */
  storageBoot: StorageBoot;
  /**
   * Starts the storage engine once (later calls answer the same promise); rejects when it could
   * not start, which `storageBoot` then reports as failed. A power-off stops it between steps.
   */
  bootStorage: () => Promise<void>;
  /** Stops a start under way at its next step (a power-off); closing the app does it too. */
  stopStorageBoot: () => void;
}

export interface CreateDeviceOptions {
  /**
   * Leave the storage engine's start to `bootStorage()`, so the daemon can listen first and pages
   * see it start (main.ts). By default `createDevice` starts it and throws when it fails.
   */
  deferStorageBoot?: boolean;
}

/**
 * Opens the data directory and wires every part of the daemon together, without listening yet, and
 * starts the storage engine (attaches the bays, mounts the pools) unless `deferStorageBoot`. Whoever
 * stops the device detaches the bays (`bays.detachAll()`) after closing the app.
 */
export async function createDevice(
  config: Config,
  log = createLogger(config.dataDir, config.logLevel),
  options: CreateDeviceOptions = {},
): Promise<Device> {
  makePrivateDir(config.dataDir);
  // A damaged database is repaired before anything reads it (docs/decisions.md, issue 14).
  const { db, repair: dbRepair } = prepareDatabase(config.dataDir, log);
  const identity = loadOrCreateIdentity(db);
  const deviceKey = loadOrCreateDeviceKey(join(config.dataDir, 'secrets'));
  const users = new UsersStore(db);
  const sessions = new SessionsStore(db);
  const audit = new AuditLog(db);
  // Directory sign-in (issue 16 §5): sign-in asks it about the accounts that came from a directory.
  const directory = createDirectory({
    db,
    dataDir: config.dataDir,
    users,
    audit,
    deviceKey,
    log,
    signedOut: () => push.dropSignedOut(),
  });
  const passwords = new PasswordWitness();
  const auth = new AuthService({
    users,
    sessions,
    deviceKey,
    nasid: identity.nasid,
    log,
    directory,
    witness: passwords,
  });
  const accounts = new AccountsService(users, sessions, log, passwords);
  // Security (issue 16 §6): the IP lists' gate runs before anything else on every request.
  const security = new SecurityService({ store: new IpListsStore(db), audit, lockout: auth.lockout, log });
  // App service permits (issue 16 §3): the auth hook refuses a call of an app the caller may not use.
  const appPermits = new AppPermits(new AppPermitsStore(db));
  const app = await buildApp({
    gate: makeGateHook(security),
    appPermits,
    log,
    auth,
    nasid: identity.nasid,
    webDir: config.webDir,
    // The answers of /v1/user/isRegistered and /system/versions, as those routes give them.
    bootFacts: () => ({ registered: auth.isRegistered(), versions: { ...identity } }),
  });
  // The log center, the action log and `app.audit`, which every later route records acts through.
  startAudit(app, { db, audit });
  authRoutes(app, { auth, deviceKey, deviceName: () => identity.name });
  const power = new PowerSwitch();
  const reboot = new RebootSchedule({ db, power, log });
  reboot.boot();
  app.addHook('onClose', () => reboot.stop());
  const storageBoot = new StorageBoot();
  systemRoutes(app, {
    identity,
    power,
    reboot,
    bootId: config.bootId ?? randomUUID(),
    storage: () => storageBoot.state.phase,
  });
  dbRepairRoutes(app, { repair: dbRepair });
  kvRoutes(app, { kv: new KvStore(db) });
  // The settings app's device pages (issue 17); disk standby asks the storage engine at call time.
  const notices = new NoticeSettings(db);
  startDeviceSettings({ app, config, db, identity, notices, storage: () => storage });
  const remoteHelp = new RemoteHelpService({
    provider: config.provider ?? NO_PROVIDER,
    store: new RemoteHelpStore(db),
    deviceKey,
    nasid: identity.nasid,
    log,
  });
  remoteHelpRoutes(app, { remoteHelp });
  const push = new PushHub((token) => auth.peek(token));
  await pushRoutes(app, {
    hub: push,
    pushPort: config.pushPort,
    host: config.host,
    admits: (ip) => security.gate.verdict(ip) === 'admit',
  });
  // A page already connected from an address that becomes refused loses its push channel at once.
  security.gate.onReload(() => push.closeWhere((ip) => security.gate.verdict(ip) !== 'admit'));
  // The user center (issue 16 §1–2); a deleted account's files are found on the pools, asked late.
  const people = startAccounts({
    app,
    db,
    users,
    sessions,
    accounts,
    audit,
    deviceKey,
    push,
    poolFiles: () => ({ pools: files.pools, filesPath: (poolId) => storage.pools.filesPath(poolId) }),
    directoryOwns: (uid) => directory.owns(uid),
    dataDir: config.dataDir,
  });
  permitRoutes(app, { db, permits: appPermits });
  // The login report remembers each account's devices and warns its other pages of a new one.
  newDeviceRoutes(app, { db, push, center: people.center, warns: () => notices.enabled('new_device') });
  directoryRoutes(app, { directory });
  // Network settings (issue 17 §2): dry-run unless the config says `system`.
  startNetwork({ app, mode: config.network ?? 'dry-run', log });
  // Every page follows the upgrade: the record in the poll, each status change pushed.
  const upgrade = new UpgradeService({
    dataDir: config.dataDir,
    log,
    model: identity.model,
    onChange: (record) => push.publish('upgrade_progress', record, { kind: 'everyone' }),
  });
  await upgrade.boot();
  upgradeRoutes(app, { upgrade, power });
  // UPS, power schedule, sub-administrator areas, office viewer, VM check, AP and device removal
  // (issue 17); removal joins the storage engine once it exists.
  const extras = startDeviceExtras({ app, db, power, audit, boot: storageBoot, log });
  // The monitor answers before the storage engine is up; its disks join when the engine exists.
  const monitor = startMonitor(app, { push });
  // The remaining T3 system calls and popup close (issue 17); the engine's parts are asked late.
  startSystemExtras(app, {
    db,
    identity,
    reboot,
    monitor,
    storageBoot,
    storage: () => storage,
    files: () => files,
    quotas: () => quotas,
  });
  const storage = await startStorage({
    config,
    db,
    log,
    app,
    deviceKey,
    rebootAt: () => reboot.at(),
    dbState: () => dbRepair.dbState(),
    upgrade: (lang) => upgrade.record(lang),
    boot: storageBoot,
    noticeEnabled: (kind) => notices.enabled(kind),
    onNoticeChange: (listener) => notices.onChange(listener),
  });
  monitor.attachDisks(storage.disks);
  extras.attachStorage(storage);
  agentRoutes(app, {
    pools: storage.pools,
    push,
    changed: storage.poolInfo.invalidate,
    services: securityAgentServices(security),
  });
  // File routes are the engine's too: they answer C100425 until it is up (guardRoutesFromHere).
  const files = startFiles({ app, db, log, dataDir: config.dataDir, storage, push, auth });
  const quotas = startQuota({ app, db, log, audit, files });
  const fileServices = startFileServices({
    app,
    db,
    log,
    dataDir: config.dataDir,
    files,
    auth,
    security,
    passwords,
    host: config.host,
    dlnaInterfaces: config.dlnaInterfaces,
  });
  // FTP's views and SMB's namespace hold pools: a delete or remount asks them to let go first.
  storage.pools.addHolder((poolId, work) => fileServices.letPoolGo(poolId, work));
  // The monitor's services tab (issue 17 §3) starts and stops the file services by hand.
  serviceManagerRoutes(app, () => fileServices.serviceManager());
  const stopStoragePush = pushStorageEvents(push, storage);
  const stopAccountPush = pushAccountEvents(push, { power });
  app.addHook('onClose', () => {
    stopStoragePush();
    stopAccountPush();
  });
  const stopping = new AbortController();
  app.addHook('preClose', async () => stopping.abort());
  let started: Promise<void> | undefined;
  const bootStorage = () =>
    (started ??= storage
      .start(stopping.signal)
      .then(() => fileServices.boot())
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ event: 'storage.start-failed', err: error }, 'the storage engine could not start');
        storageBoot.fail(reason);
        throw error;
      }));
  if (!options.deferStorageBoot) await bootStorage();
  return {
    config,
    log,
    db,
    dbRepair,
    identity,
    auth,
    accounts,
    people,
    audit,
    security,
    power,
    push,
    files,
    quotas,
    passwords,
    fileServices,
    upgrade,
    monitor,
    app,
    ...storage,
    storageBoot,
    bootStorage,
    stopStorageBoot: () => stopping.abort(),
  };
}
