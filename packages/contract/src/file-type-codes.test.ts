import { describe, expect, it } from 'vitest';
import { FILE_TYPE, fileTypeCode } from './file-type-codes.js';

describe('fileTypeCode', () => {
  it.each([
    ['photo.JPG', FILE_TYPE.image],
    ['IMG_0001.heic', FILE_TYPE.image],
    ['scan.HEIF', FILE_TYPE.image],
    ['film.mkv', FILE_TYPE.video],
    ['recording.ts', FILE_TYPE.video],
    ['song.flac', FILE_TYPE.music],
    ['linux.iso.torrent', FILE_TYPE.torrent],
    ['backup.tar.gz', FILE_TYPE.archive],
    ['big.zip.001', FILE_TYPE.archive],
    ['big.7z.002', FILE_TYPE.archive],
    ['big.part1.rar', FILE_TYPE.archive],
    ['old.r01', FILE_TYPE.archive],
    ['old.z02', FILE_TYPE.archive],
    ['report.pdf', FILE_TYPE.document],
    ['notes.txt', FILE_TYPE.document],
    ['budget.xlsx', FILE_TYPE.document],
    ['main.py', FILE_TYPE.code],
    ['package.json', FILE_TYPE.code],
    ['README', FILE_TYPE.unknown],
    ['.bashrc', FILE_TYPE.unknown],
    ['trailing.', FILE_TYPE.unknown],
    ['data.bin', FILE_TYPE.unknown],
    ['movie.001', FILE_TYPE.unknown],
  ])('%s is %i', (name, code) => {
    expect(fileTypeCode(name)).toBe(code);
  });

  it('gives every known extension one code only', () => {
    expect(fileTypeCode('x.ts')).not.toBe(FILE_TYPE.code);
    expect(fileTypeCode('x.tsx')).toBe(FILE_TYPE.code);
  });
});
