import { describe, expect, it } from 'vitest';
import { parseFilefrag } from './image-extents.js';

/** `filefrag -e -b1` (e2fsprogs 1.47) on ext4, captured on this kind of machine. */
const WRITTEN = `Filesystem type is: ef53
File size of x.img is 1073741824 (1073741824 blocks of 1 bytes)
 ext:     logical_offset:        physical_offset: length:   expected: flags:
   0:  1048576.. 1060863: 96872693760..96872706047:  12288:    1048576:
   1:  8388608.. 8454143: 96773144576..96773210111:  65536: 96880033792: unwritten
   2: 409600000..409604095:          0..         0:      0:             last,unknown_loc,delalloc
x.img: 3 extents found
`;

const EMPTY = `Filesystem type is: ef53
File size of x.img is 1073741824 (1073741824 blocks of 1 bytes)
x.img: 0 extents found
`;

describe('filefrag extents', () => {
  it('lists written extents in bytes, leaving out preallocated ones that read as zeros', () => {
    expect(parseFilefrag(WRITTEN)).toEqual([
      { start: 1048576, end: 1060864 },
      { start: 409600000, end: 409604096 },
    ]);
  });

  it('finds nothing in an image never written', () => {
    expect(parseFilefrag(EMPTY)).toEqual([]);
  });
});
