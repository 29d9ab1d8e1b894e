import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import type { DeviceKey } from '../../device/device-key.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { SessionsStore } from '../auth/sessions-store.js';
import type { UsersStore } from '../auth/users-store.js';
import { RecycleStore } from '../files/recycle/recycle-store.js';
import { GroupsService } from '../groups/groups-service.js';
import { GroupsStore } from '../groups/groups-store.js';
import { groupsRoutes } from '../groups/routes.js';
import { avatarRoutes } from '../avatars/avatar-routes.js';
import { AvatarService } from '../avatars/avatar-service.js';
import { AvatarStore } from '../avatars/avatar-store.js';
import type { PushHub } from '../push/push-hub.js';
import { AccountFiles, type PoolFiles } from './account-files.js';
import type { AccountsService } from './accounts-service.js';
import { AccountsStore } from './accounts-store.js';
import { accountsRoutes } from './routes.js';
import { UserCenter } from './user-center.js';

export interface AccountsDeps {
  app: FastifyInstance;
  db: Db;
  users: UsersStore;
  sessions: SessionsStore;
  accounts: AccountsService;
  audit: AuditLog;
  deviceKey: DeviceKey;
  push: PushHub;
  poolFiles: () => PoolFiles;
  /** Directory sign-in: accounts whose password the directory keeps. */
  directoryOwns?: (uid: number) => boolean;
  /** Where avatars are kept (`<data>/avatars`). */
  dataDir: string;
}

/** The user center's accounts and groups (issue 16 §1–2): their services and routes. */
export function startAccounts(deps: AccountsDeps): { center: UserCenter; groups: GroupsService } {
  const store = new AccountsStore(deps.db);
  const groupsStore = new GroupsStore(deps.db);
  const avatarStore = new AvatarStore(deps.db, deps.dataDir);
  const center = new UserCenter({
    users: deps.users,
    sessions: deps.sessions,
    store,
    groups: groupsStore,
    accounts: deps.accounts,
    files: new AccountFiles({ poolFiles: deps.poolFiles, recycle: new RecycleStore(deps.db) }),
    audit: deps.audit,
    deviceKey: deps.deviceKey,
    signedOut: () => deps.push.dropSignedOut(),
    directoryOwns: deps.directoryOwns,
    removeAvatar: (uid) => avatarStore.remove(uid),
  });
  const groups = new GroupsService({
    store: groupsStore,
    audit: deps.audit,
    missingAccount: (uids) => uids.find((uid) => store.entry(uid) === undefined),
  });
  accountsRoutes(deps.app, { center });
  groupsRoutes(deps.app, { groups });
  avatarRoutes(deps.app, { avatars: new AvatarService({ store: avatarStore, accounts: store }) });
  return { center, groups };
}
