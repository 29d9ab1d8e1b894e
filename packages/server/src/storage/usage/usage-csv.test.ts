import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './usage-csv.js';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(42)).toBe('42');
    expect(csvField(-1)).toBe('-1');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('writes a header row and CRLF rows', () => {
    expect(toCsv(['name', 'bytes'], [['x, "y"', 3]])).toBe('name,bytes\r\n"x, ""y""",3\r\n');
  });
});
