import { describe, expect, it } from 'vitest';
import { csvText } from '../../http/csv.js';
import { parseCsv } from './account-csv.js';

describe('account CSV', () => {
  it('reads quoted fields, doubled quotes, CRLF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFusername,nickname\r\nalice,"Smith, Alice"\r\n\r\nbob,"say ""hi"""\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['username', 'nickname'] },
      { line: 2, fields: ['alice', 'Smith, Alice'] },
      { line: 4, fields: ['bob', 'say "hi"'] },
    ]);
  });

  it('keeps a line break inside quotes in one record, numbering the next record right', () => {
    expect(parseCsv('a,"x\ny"\nb,z')).toEqual([
      { line: 1, fields: ['a', 'x\ny'] },
      { line: 3, fields: ['b', 'z'] },
    ]);
  });

  it('writes what it reads back, and disarms spreadsheet formulas', () => {
    const rows = [
      ['alice', 'Smith, Alice', 'a "b"'],
      ['=cmd', '+1', 'plain'],
    ];
    const text = csvText(rows);
    expect(parseCsv(text).map((line) => line.fields)).toEqual([
      ['alice', 'Smith, Alice', 'a "b"'],
      ["'=cmd", "'+1", 'plain'],
    ]);
  });
});
