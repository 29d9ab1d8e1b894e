import { describe, expect, it } from 'vitest';
import {
  RAID_MODE_TYPES,
  RAID_MODES,
  fitsDiskCount,
  isRaidModeType,
  type RaidModeType,
} from './raid-modes.js';
import { PROTOCOL_RULES } from './protocol-rules.js';

const GiB = 1024 ** 3;

describe('the RAID modes of spec 3 §5', () => {
  it.each<[RaidModeType, number[], number]>([
    ['basic', [500], 500],
    ['raid1', [400, 300], 300],
    ['raid1', [400, 300, 500, 600], 300],
    ['raid5', [400, 300, 500], 600],
    ['raid6', [400, 400, 400, 400, 400], 1200],
    ['raid10', [400, 400, 300, 400], 600],
    ['raid10', [400, 400, 400, 400, 400, 400], 1200],
    ['zdr', [2, 3], 2],
    ['zdr', [5, 5], 5],
  ])('gives %s over %j the usable space of spec 3 §5 (%d)', (type, sizes, usable) => {
    expect(RAID_MODES[type].usableBytes(sizes.map((size) => size * GiB))).toBe(usable * GiB);
  });

  it('takes raid1 across mixed sizes as min(sum/2, sum − largest) for zdr', () => {
    expect(RAID_MODES.zdr.usableBytes([1, 1, 5])).toBe(2);
    expect(RAID_MODES.zdr.usableBytes([3, 3, 4])).toBe(5);
  });

  it.each<[RaidModeType, number, number]>([
    ['basic', 1, 0],
    ['raid1', 2, 1],
    ['raid1', 4, 3],
    ['raid5', 5, 1],
    ['raid6', 6, 2],
    ['raid10', 8, 1],
    ['zdr', 2, 1],
  ])('lets %s over %d disks lose %d', (type, disks, tolerated) => {
    expect(RAID_MODES[type].tolerates(disks)).toBe(tolerated);
  });

  it.each<[RaidModeType, number, boolean]>([
    ['basic', 1, true],
    ['basic', 2, false],
    ['raid1', 1, false],
    ['raid1', 4, true],
    ['raid1', 5, false],
    ['raid5', 2, false],
    ['raid5', 3, true],
    ['raid6', 3, false],
    ['raid6', 4, true],
    ['raid10', 4, true],
    ['raid10', 5, false],
    ['raid10', 6, true],
    ['zdr', 2, true],
    ['zdr', 3, false],
  ])('judges %s with %d disks as fitting: %s', (type, disks, fits) => {
    expect(fitsDiskCount(type, disks)).toBe(fits);
  });

  it('gives the minimum disks of STOR-POOL-03', () => {
    expect(RAID_MODE_TYPES.map((type) => [type, RAID_MODES[type].minDisks])).toEqual([
      ['basic', 1],
      ['raid1', 2],
      ['raid5', 3],
      ['raid6', 4],
      ['raid10', 4],
      ['zdr', 2],
    ]);
  });

  it('makes members equal everywhere except zdr', () => {
    expect(RAID_MODE_TYPES.filter((type) => !RAID_MODES[type].equalMembers)).toEqual(['zdr']);
  });

  it('knows its own names only', () => {
    expect(isRaidModeType('raid6')).toBe(true);
    expect(isRaidModeType('raid7')).toBe(false);
  });
});

describe('the protocol rules', () => {
  it('offers only zdr and raid5 to eSATA pools (STOR-POOL-12)', () => {
    expect(PROTOCOL_RULES.protesata.types).toEqual(['zdr', 'raid5']);
    expect(PROTOCOL_RULES.protesata.devTypes).toEqual(['esata']);
  });

  it('builds SSD pools of NVMe disks from 32 GB, without zdr', () => {
    expect(PROTOCOL_RULES.protnvme).toMatchObject({ devTypes: ['nvme'], minDiskSize: 32_000_000_000 });
    expect(PROTOCOL_RULES.protnvme.types).not.toContain('zdr');
  });

  it('takes SATA and eSATA disks of 100 GiB up to 0x640000000000 bytes for SATA pools', () => {
    expect(PROTOCOL_RULES.protsata).toMatchObject({
      devTypes: ['sata', 'esata'],
      minDiskSize: 100 * GiB,
      maxDiskSize: 0x640000000000,
    });
  });
});
