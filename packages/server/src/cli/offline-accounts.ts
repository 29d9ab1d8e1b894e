import { AuditLog } from '../modules/audit/audit-log.js';
import { prepareDatabase } from '../db/repair/prepare-database.js';
import { AccountsService } from '../modules/accounts/accounts-service.js';
import { SessionsStore } from '../modules/auth/sessions-store.js';
import { UsersStore } from '../modules/auth/users-store.js';
import { createLogger } from '../platform/logger.js';

/**
 * The accounts of a data directory whose daemon is not running, edited directly. The database is
 * checked (and repaired) as at a daemon's start: the next start reports a repair made here.
 */
export function openOfflineAccounts(dataDir: string): {
  accounts: AccountsService;
  audit: AuditLog;
  close(): void;
} {
  const log = createLogger(dataDir, 'info', { stdout: false, sync: true });
  const { db } = prepareDatabase(dataDir, log);
  return {
    accounts: new AccountsService(new UsersStore(db), new SessionsStore(db), log),
    audit: new AuditLog(db),
    close() {
      db.close();
      log.flush();
    },
  };
}
