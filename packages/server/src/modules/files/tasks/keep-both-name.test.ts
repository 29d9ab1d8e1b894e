import { describe, expect, it } from 'vitest';
import { keepBothName } from './keep-both-name.js';

describe('keepBothName', () => {
  it('numbers before the last extension', () => {
    expect(keepBothName('report.pdf', 1)).toBe('report (1).pdf');
    expect(keepBothName('archive.tar.gz', 2)).toBe('archive.tar (2).gz');
  });
  it('numbers folders, dot files and names ending in a dot at the end', () => {
    expect(keepBothName('photos', 3)).toBe('photos (3)');
    expect(keepBothName('.bashrc', 1)).toBe('.bashrc (1)');
    expect(keepBothName('odd.', 1)).toBe('odd. (1)');
  });
  it('stays within NAME_MAX bytes', () => {
    const long = 'é'.repeat(126) + '.txt';
    const named = keepBothName(long, 12);
    expect(Buffer.byteLength(named, 'utf8')).toBeLessThanOrEqual(255);
    expect(named.endsWith(' (12).txt')).toBe(true);
  });
});
