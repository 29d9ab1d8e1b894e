import { describe, expect, it } from 'vitest';
import { parseBackingFile } from './loop-devices.js';

describe('a loop device’s backing_file', () => {
  it('names the image, and says when the image was unlinked under the loop', () => {
    expect(parseBackingFile('/data/bays/images/CVD1.img\n')).toEqual({
      backingFile: '/data/bays/images/CVD1.img',
      deleted: false,
    });
    expect(parseBackingFile('/data/bays/images/CVD1.img (deleted)\n')).toEqual({
      backingFile: '/data/bays/images/CVD1.img',
      deleted: true,
    });
  });
});
