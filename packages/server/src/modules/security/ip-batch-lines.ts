import { parseCsv } from '../accounts/account-csv.js';

/** One line of a batch: where it was, the address or range, and its remark. */
export interface IpBatchLine {
  line: number;
  ip: string;
  remark: string;
}

/** The remark a batch line may carry (the single add's limit). */
const REMARK_MAX = 200;

/**
 * Reads a batch of IP entries: one per line, `ip` or `ip,remark` (a quoted remark may hold commas).
 * Blank lines and `#` comments are skipped, and so is a first line naming the columns (`ip,…`), so
 * a list exported from Coffer reads back as it was written.
 */
export function readIpBatch(text: string): IpBatchLine[] {
  const lines: IpBatchLine[] = [];
  for (const record of parseCsv(text)) {
    const ip = (record.fields[0] ?? '').trim();
    if (ip === '' || ip.startsWith('#')) continue;
    if (lines.length === 0 && ip.toLowerCase() === 'ip') continue;
    const remark = (record.fields[1] ?? '').trim().slice(0, REMARK_MAX);
    lines.push({ line: record.line, ip, remark });
  }
  return lines;
}
