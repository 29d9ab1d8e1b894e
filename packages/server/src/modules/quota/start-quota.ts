import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import { AccountsStore } from '../accounts/accounts-store.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { Files } from '../files/start-files.js';
import { Quotas } from './quota-service.js';
import { QuotaStore } from './quota-store.js';
import { quotaRoutes } from './routes.js';

/** Storage limits per user (issue 16 §4): the service, its routes, and its hold on every file door. */
export function startQuota(deps: {
  app: FastifyInstance;
  db: Db;
  log: Logger;
  audit: AuditLog;
  files: Pick<Files, 'pools' | 'resolver'>;
}): Quotas {
  const quotas = new Quotas({
    store: new QuotaStore(deps.db),
    pools: deps.files.pools,
    accounts: new AccountsStore(deps.db),
    audit: deps.audit,
    log: deps.log,
  });
  deps.files.resolver.limits = quotas;
  quotaRoutes(deps.app, { quotas });
  return quotas;
}
