import { describe, expect, it } from 'vitest';
import { readIpBatch } from './ip-batch-lines.js';

describe('readIpBatch', () => {
  it.each([
    [
      'one address a line',
      '10.0.0.1\n10.0.0.2\r\n',
      [
        { line: 1, ip: '10.0.0.1', remark: '' },
        { line: 2, ip: '10.0.0.2', remark: '' },
      ],
    ],
    [
      'a remark after a comma, quoted when it holds one',
      '10.0.0.0/8, office\n"::1","a, b"',
      [
        { line: 1, ip: '10.0.0.0/8', remark: 'office' },
        { line: 2, ip: '::1', remark: 'a, b' },
      ],
    ],
    [
      'blank lines, comments and an exported header skipped',
      '\uFEFFip,remark,created_at\n\n# old\n1.2.3.4,x,2026',
      [{ line: 4, ip: '1.2.3.4', remark: 'x' }],
    ],
    ['nothing at all', '\n \n', []],
  ])('%s', (_, text, expected) => {
    expect(readIpBatch(text)).toEqual(expected);
  });
});
