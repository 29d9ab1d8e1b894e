import { describe, expect, it } from 'vitest';
import { FTYPE, openKindOf } from './file-kinds';

const file = (name: string, ftype: number) => ({ name, ftype, is_dir: false });

describe('openKindOf', () => {
  it('previews the pictures the daemon makes thumbnails of, HEIC included', () => {
    expect(openKindOf(file('a.JPG', FTYPE.image))).toBe('image');
    expect(openKindOf(file('IMG_0001.heic', FTYPE.image))).toBe('image');
  });

  it('downloads an image format it cannot show, such as a raw camera file', () => {
    expect(openKindOf(file('DSC_0001.NEF', FTYPE.image))).toBe('download');
  });

  it('plays sound and video, shows code, edits text and opens folders', () => {
    expect(openKindOf(file('a.mp4', FTYPE.video))).toBe('player');
    expect(openKindOf(file('a.mp3', FTYPE.music))).toBe('player');
    expect(openKindOf(file('a.ts', FTYPE.code))).toBe('codeViewer');
    expect(openKindOf(file('notes.txt', FTYPE.document))).toBe('txtEditor');
    expect(openKindOf({ name: 'Photos', ftype: 0, is_dir: true })).toBe('folder');
  });
});
