import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from './index.js';

/**
 * Every call against DECISIONS "Roles", read once by hand: who may make it. The operations
 * administrator (2) sees storage read-only and may unlock an encrypted pool; everything that changes
 * a pool, a disk, a storage record or the power state is the master's (1). A new call fails here
 * until it is classified.
 */
const WHO = {
  public: 'public',
  everyone: '123',
  admins: '12',
  master: '1',
} as const;

const EXPECTED: Record<string, (typeof WHO)[keyof typeof WHO]> = {
  '/v1/user/agreeProtocol': WHO.everyone,
  '/v1/user/authToken': WHO.everyone,
  '/v1/user/CheckUserPasswd': WHO.everyone,
  '/v1/user/login': WHO.public,
  '/v1/user/isRegistered': WHO.public,
  '/key/pub': WHO.public,
  '/v1/user/lockScreen': WHO.everyone,
  '/auth/login': WHO.public,
  '/v1/user/logout': WHO.everyone,
  '/v1/user/pwdPolicyInfo': WHO.public,
  '/v1/user/setSuperAdminPasswd': WHO.public,
  '/healthcheck': WHO.public,
  '/system/polling2': WHO.everyone,
  '/system/alert/ack': WHO.master,
  '/system/reboot': WHO.master,
  '/system/set_reboot_time': WHO.master,
  '/system/shutdown': WHO.master,
  '/system/versions': WHO.public,
  '/zspool/confirm': WHO.master,
  '/zspool/delete/set': WHO.master,
  '/zspool/reset': WHO.master,
  '/zspool/format/check': WHO.master,
  '/zspool/format/exec': WHO.master,
  '/zspool/format/verify': WHO.master,
  '/zspool/format/status': WHO.admins,
  '/zspool/pwdfile/download': WHO.master,
  '/zspool/pwdfile/upload': WHO.admins,
  '/zspool/mount/pool': WHO.master,
  '/zspool/get/pwdprompt': WHO.admins,
  '/zspool/info': WHO.admins,
  '/zspool/rename/pool': WHO.master,
  '/zspool/rename/cache': WHO.master,
  '/zspool/cache/delete': WHO.master,
  '/zspool/cache/support': WHO.admins,
  '/zspool/scrub/cancel': WHO.master,
  '/zspool/scrub/start': WHO.master,
  '/zspool/scrub/status': WHO.admins,
  '/zspool/scrub/timer': WHO.master,
  '/zspool/spare/cfg': WHO.master,
  '/zspool/decrypted/pool': WHO.admins,
  // The pool-unlocked task event follows an unlock, which role 2 may do.
  '/v1/api/agent': WHO.admins,
  '/zspool/message/delete': WHO.master,
  '/zspool/message/list': WHO.admins,
  '/zspool/disk/list': WHO.admins,
  '/zspool/format/cancel': WHO.master,
  '/zspool/format/done': WHO.master,
  '/zspool/format/prepare': WHO.master,
  '/zspool/format/smarttest': WHO.master,
  '/zspool/smart/detect/start': WHO.master,
  '/zspool/smart/detect/status': WHO.admins,
  '/zspool/smart/detect/task': WHO.admins,
  '/zspool/smart/history/list': WHO.admins,
  '/zspool/smart/history/view': WHO.admins,
  '/zspool/ihm/check/start': WHO.master,
  '/zspool/ihm/check/status': WHO.admins,
  '/zspool/ihm/report/view': WHO.admins,
  '/v2/tob/poolusage/config/get': WHO.admins,
  '/v2/tob/poolusage/config/set': WHO.master,
  '/v2/tob/poolusage/detail/chart': WHO.admins,
  '/v2/tob/poolusage/detail/del': WHO.master,
  '/v2/tob/poolusage/detail/info': WHO.admins,
  '/v2/tob/poolusage/detail/list': WHO.admins,
  '/v2/tob/poolusage/detail/start': WHO.admins,
  '/v2/tob/poolusage/download': WHO.admins,
  '/v2/tob/poolusage/summary': WHO.admins,
  '/zspool/external/format': WHO.master,
  '/zspool/external/info': WHO.admins,
  '/zspool/external/list': WHO.admins,
  '/zspool/external/mount': WHO.master,
  '/zspool/external/umount': WHO.master,
  '/zspool/wipe/cancel': WHO.master,
  '/zspool/wipe/start': WHO.master,
  '/zspool/wipe/status': WHO.admins,
  '/kv/create': WHO.everyone,
  '/kv/delete': WHO.everyone,
  '/kv/load': WHO.everyone,
  // Role 2 may disable ordinary users and themselves; the target's role is checked by the service.
  '/account/disable': WHO.admins,
  // Data migration is the master's (PERMISSIONS.migration); both administrators may follow it, and
  // every desktop reads the public task list for its isMigrate flag (MIG-01/02).
  '/migrate/diskready': WHO.master,
  '/migrate/start': WHO.master,
  '/migrate/state': WHO.admins,
  '/migrate/cancel': WHO.master,
  '/migrate/cleanstate': WHO.master,
  '/v2/tob/public/migrate/task': WHO.everyone,
  // Every page shows the repair overlay; only the master acknowledges it (DBR-01).
  '/mysql/repair/state': WHO.everyone,
  '/mysql/repair/clean': WHO.master,
  // Remote assistance: both administrators read the state (without the code); the master changes it.
  '/zhelper/state': WHO.admins,
  '/zhelper/nasid': WHO.master,
  '/rhelp/sendsms': WHO.master,
  '/rhelp/checksms': WHO.master,
  '/zhelper/open': WHO.master,
  '/zhelper/close': WHO.master,
  '/zhelper/copy': WHO.master,
  // Every page follows an upgrade; administrators read the version; only the master upgrades (UPG-10).
  '/upgrade/info': WHO.admins,
  '/upgrade/progress': WHO.everyone,
  '/upgrade/upload': WHO.master,
  '/upgrade/local': WHO.master,
  '/upgrade/confirm': WHO.master,
  '/upgrade/retry': WHO.master,
  '/upgrade/dismiss': WHO.master,
};

describe('who may make each call (DECISIONS "Roles")', () => {
  it.each(ALL_CALLS.map((call) => [call.path, call] as const))('%s', (path, call) => {
    const who = call.access.public ? WHO.public : [...call.access.roles].sort().join('');
    expect(EXPECTED[path], `${path} is not classified in this table yet`).toBeDefined();
    expect(who).toBe(EXPECTED[path]);
  });
});
