import { describe, expect, it } from 'vitest';
import { fileTypeOf } from './file-types.js';

describe('fileTypeOf', () => {
  it.each([
    ['movie.MKV', 102],
    ['clip.mp4', 102],
    ['photo.jpeg', 101],
    ['IMG_0001.HEIC', 101],
    ['song.flac', 103],
    ['linux.iso.torrent', 104],
    ['backup.zip', 106],
    ['backup.zip.001', 106],
    ['backup.7z.012', 106],
    ['old.r01', 106],
    ['logs.tar.gz', 106],
    ['report.pdf', 107],
    ['notes.txt', 107],
    ['main.ts', 102],
    ['main.py', 499],
    ['index.html', 499],
    ['README', 0],
    ['.bashrc', 0],
    ['trailing.', 0],
    ['data.bin', 0],
    ['part.001', 0],
  ])('%s is %i', (name, code) => {
    expect(fileTypeOf(name)).toBe(code);
  });
});
