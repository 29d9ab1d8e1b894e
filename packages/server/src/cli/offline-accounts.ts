import { join } from 'node:path';
import { openDatabase } from '../db/open-database.js';
import { AccountsService } from '../modules/accounts/accounts-service.js';
import { SessionsStore } from '../modules/auth/sessions-store.js';
import { UsersStore } from '../modules/auth/users-store.js';
import { createLogger } from '../platform/logger.js';

/** The accounts of a data directory whose daemon is not running, edited directly. */
export function openOfflineAccounts(dataDir: string): { accounts: AccountsService; close(): void } {
  const db = openDatabase(join(dataDir, 'coffer.db'));
  const log = createLogger(dataDir, 'info', { stdout: false, sync: true });
  return {
    accounts: new AccountsService(new UsersStore(db), new SessionsStore(db), log),
    close() {
      db.close();
      log.flush();
    },
  };
}
