import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import { auditAct } from './audit-act.js';
import { csvLine, sendCsv } from '../../http/csv.js';
import { AUDIT_CSV_HEADER, auditCsvLine } from './audit-csv.js';
import type { AuditQuery } from './audit-query.js';
import type { AuditRetention } from './audit-retention.js';

export interface LogRoutesDeps {
  query: AuditQuery;
  retention: AuditRetention;
}

/**
 * The log center's calls (LOG-01): read, search, export, and the retention setting. Administrators
 * only (the contract's roles); none of them edits or deletes a single row.
 */
export function logRoutes(app: FastifyInstance, { query, retention }: LogRoutesDeps): void {
  registerPrivateCall(app, CALLS.logList, ({ payload }) => {
    const { offset, limit, ...filter } = payload;
    return query.list(filter, offset, limit);
  });

  // Streamed a page of rows at a time: a year of log never sits whole in memory.
  registerRawPrivateCall(app, CALLS.logExport, async ({ payload, request, reply }) => {
    const pages = query.pages(payload);
    const lines = (function* () {
      yield csvLine(AUDIT_CSV_HEADER);
      for (const page of pages) yield page.map(auditCsvLine).join('');
    })();
    const stamp = new Date().toISOString().slice(0, 10);
    return sendCsv(request, reply, `coffer-log-${stamp}.csv`, lines);
  });

  registerPrivateCall(app, CALLS.logSettingGet, () => ({ keepDays: retention.keepDays() }));

  registerPrivateCall(app, CALLS.logSettingSet, ({ payload, request }) => {
    const before = retention.keepDays();
    const pruned = retention.setKeepDays(payload.keepDays);
    auditAct(request, {
      category: 'setting',
      action: 'log.retention.set',
      target: 'logSetting',
      detail: { from: before, to: payload.keepDays, pruned },
    });
    return { keepDays: payload.keepDays, pruned };
  });
}
