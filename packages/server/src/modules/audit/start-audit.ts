import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import { actionLogRoutes } from '../action-log/action-routes.js';
import type { AuditLog } from './audit-log.js';
import { AuditQuery } from './audit-query.js';
import { AuditRetention } from './audit-retention.js';
import { logRoutes } from './log-routes.js';

/**
 * Makes the audit log reachable from every route (`app.audit`), serves the log center and the
 * action log, and starts the retention prune (at start, then daily; stopped with the app).
 */
export function startAudit(app: FastifyInstance, { db, audit }: { db: Db; audit: AuditLog }): AuditRetention {
  app.decorate('audit', audit);
  const retention = new AuditRetention(db, audit);
  logRoutes(app, { query: new AuditQuery(db), retention });
  actionLogRoutes(app, { db });
  retention.start();
  app.addHook('onClose', () => retention.stop());
  return retention;
}
