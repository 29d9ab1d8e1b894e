import { describe, expect, it } from 'vitest';
import { smartAdviceOf, smartSummaryRows, type CheckedDisk } from './smart-summary';

const checked = (sn: string, pos: number, result: string, replace: 0 | 1 = 0): CheckedDisk => ({
  sn,
  pos,
  result,
  replace,
  id: 1,
  ctime: 1,
});

describe('smartAdviceOf', () => {
  it.each([
    ['warning', 1, 'replace'],
    ['fault', 1, 'replace'],
    ['notpassed', 1, 'replace'],
    ['timeout', 1, 'replace'],
    ['ok', 0, 'none'],
    ['cmderr', 0, 'recheck'],
    ['abort', 0, 'recheck'],
    ['skipclash', 0, 'recheck'],
    ['notsupported', 0, 'unsupported'],
    ['notest', 0, 'notChecked'],
    ['nottest', 0, 'notChecked'],
  ] as const)('advises %s (replace %i): %s', (result, replace, advice) => {
    expect(smartAdviceOf({ result, replace })).toBe(advice);
  });
});

describe('smartSummaryRows', () => {
  it('puts the disks to replace first, then by kind of bay and slot', () => {
    const rows = smartSummaryRows(
      [
        checked('E1', 1, 'ok'),
        checked('S3', 3, 'ok'),
        checked('S2', 2, 'warning', 1),
        checked('S1', 1, 'ok'),
      ],
      [
        { sn: 'E1', dev_type: 'esata' },
        { sn: 'S1', dev_type: 'sata' },
        { sn: 'S2', dev_type: 'sata' },
        { sn: 'S3', dev_type: 'sata' },
      ],
      'sata',
    );
    expect(rows.map((row) => [row.sn, row.dev_type, row.advice])).toEqual([
      ['S2', 'sata', 'replace'],
      ['S1', 'sata', 'none'],
      ['S3', 'sata', 'none'],
      ['E1', 'esata', 'none'],
    ]);
  });

  it('gives a disk the disk list does not know yet the group kind', () => {
    const rows = smartSummaryRows([checked('M1', 1, 'ok')], [], 'nvme');
    expect(rows[0]?.dev_type).toBe('nvme');
  });
});
