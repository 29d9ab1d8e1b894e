import type { AuditEntry } from '@coffer/contract';
import { csvLine } from '../../http/csv.js';

export const AUDIT_CSV_HEADER = [
  'id',
  'time',
  'category',
  'action',
  'username',
  'ip',
  'target',
  'result',
  'detail',
];

/** An audit row as a CSV line; the time is ISO 8601 in UTC so every reader sorts it the same. */
export function auditCsvLine(entry: AuditEntry): string {
  return csvLine([
    String(entry.id),
    new Date(entry.at).toISOString(),
    entry.category,
    entry.action,
    entry.username,
    entry.ip,
    entry.target,
    entry.result,
    JSON.stringify(entry.detail),
  ]);
}
