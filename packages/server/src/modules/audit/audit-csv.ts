import type { AuditEntry } from '@coffer/contract';

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

/** One CSV field: quoted when it must be; a leading formula character is neutralised for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

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
