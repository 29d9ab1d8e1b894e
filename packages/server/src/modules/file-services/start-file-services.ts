import type { DlnaConfig } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { AuthService } from '../auth/auth-service.js';
import type { PasswordWitness } from '../auth/password-witness.js';
import type { Files } from '../files/start-files.js';
import type { SecurityService } from '../security/security-service.js';
import { DlnaDriver } from './dlna/dlna-driver.js';
import type { FileServiceDriver } from './driver.js';
import { FileServices } from './file-services.js';
import { FileServicesStore } from './file-services-store.js';
import { fileServiceRoutes } from './routes.js';
import { SambaAuditStore } from './samba/samba-audit-store.js';
import { SambaDriver } from './samba/samba-driver.js';
import { sambaRoutes } from './samba/samba-routes.js';
import { serviceUsers } from './service-exports.js';
import { WebDavDriver } from '../webdav/webdav-driver.js';
import { FtpDriver } from './ftp/ftp-driver.js';

export interface FileServicesStartDeps {
  app: FastifyInstance;
  db: Db;
  log: Logger;
  dataDir: string;
  files: Files;
  auth: AuthService;
  security: SecurityService;
  passwords: PasswordWitness;
  /** The address the daemon listens on; servers run by the daemon itself listen there too. */
  host: string;
  /** The interfaces DLNA announces itself on (config `dlnaInterfaces`); unset: all but loopback. */
  dlnaInterfaces?: readonly string[];
}

/**
 * The file services and their calls. Each service's driver is made here from what it needs; they
 * start with `boot()` once the storage engine is up, and stop when the app closes.
 */
export function startFileServices(deps: FileServicesStartDeps): FileServices {
  const sambaAudit = new SambaAuditStore(deps.db);
  const samba = new SambaDriver({
    dataDir: deps.dataDir,
    log: deps.log,
    passwords: deps.passwords,
    audit: sambaAudit,
    users: () => serviceUsers(deps.db),
  });
  const drivers: FileServiceDriver[] = [
    // One line per service: its driver, made from `deps`.
    samba,
    new WebDavDriver(deps),
    new DlnaDriver({
      ...deps,
      interfaces: deps.dlnaInterfaces,
      mappings: () => services.mappings('dlna'),
      saved: () => services.config('dlna') as DlnaConfig,
    }),
    new FtpDriver({ ...deps, pools: deps.files.pools }),
  ];
  const store = new FileServicesStore(deps.db);
  const services = new FileServices({
    store,
    sources: {
      db: deps.db,
      store,
      pools: deps.files.pools,
      publicDirs: deps.files.publicDirs,
      resolver: deps.files.resolver,
    },
    drivers,
    log: deps.log,
  });
  fileServiceRoutes(deps.app, { services });
  sambaRoutes(deps.app, { services, samba, audit: sambaAudit });
  deps.app.addHook('onClose', () => services.close());
  return services;
}
