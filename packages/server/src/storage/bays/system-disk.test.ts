import { describe, expect, it } from 'vitest';
import { parseMountinfo } from './system-disk.js';

/** /proc/self/mountinfo lines: a root on a whole disk, optional fields, an escaped space. */
const MOUNTINFO = `22 27 0:21 / /proc rw,relatime - proc proc rw
27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
31 27 8:1 / /boot/efi rw,relatime shared:7 - vfat /dev/sda1 rw
45 27 0:52 / /mnt/my\\040pool rw,relatime shared:20 master:3 - btrfs /dev/loop3 rw,space_cache=v2
`;

describe('mountinfo', () => {
  it('reads device numbers, mount points and sources, with or without optional fields', () => {
    expect(parseMountinfo(MOUNTINFO)).toEqual([
      { majorMinor: '0:21', mountPoint: '/proc', source: 'proc' },
      { majorMinor: '254:0', mountPoint: '/', source: '/dev/vda' },
      { majorMinor: '8:1', mountPoint: '/boot/efi', source: '/dev/sda1' },
      { majorMinor: '0:52', mountPoint: '/mnt/my pool', source: '/dev/loop3' },
    ]);
  });

  it('skips lines that are not mount entries', () => {
    expect(parseMountinfo('\nnot a mount\n')).toEqual([]);
  });
});
