import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { DeviceKey } from '../../device/device-key.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { UsersStore } from '../auth/users-store.js';
import { GroupsStore } from '../groups/groups-store.js';
import { BindPasswordFile } from './bind-password-file.js';
import { DirectoryService } from './directory-service.js';
import { DirectoryStore } from './directory-store.js';

export interface DirectoryDeps {
  db: Db;
  dataDir: string;
  users: UsersStore;
  audit: AuditLog;
  deviceKey: DeviceKey;
  log: Logger;
  signedOut: () => void;
}

/** Directory sign-in's service; made before the sign-in service, which asks it about directory accounts. */
export function createDirectory(deps: DirectoryDeps): DirectoryService {
  return new DirectoryService({
    db: deps.db,
    store: new DirectoryStore(deps.db),
    bindPassword: new BindPasswordFile(join(deps.dataDir, 'secrets')),
    users: deps.users,
    groups: new GroupsStore(deps.db),
    audit: deps.audit,
    deviceKey: deps.deviceKey,
    log: deps.log,
    signedOut: deps.signedOut,
  });
}
