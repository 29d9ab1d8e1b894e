import { describe, expect, it } from 'vitest';
import { diskFixture } from '../data/storage-fixtures';
import { checkBlockerOf, disksOfGroup, ihmGroupOf, smartGroupOf } from './health-groups';

describe('checkBlockerOf', () => {
  it.each([
    [{ isMaster: true, diskCount: 2, running: false }, null],
    [{ isMaster: false, diskCount: 2, running: false }, 'masterOnly'],
    [{ isMaster: false, diskCount: 0, running: true }, 'masterOnly'],
    [{ isMaster: true, diskCount: 2, running: true }, 'running'],
    [{ isMaster: true, diskCount: 0, running: false }, 'noDisk'],
  ])('%o: %s', (context, blocker) => {
    expect(checkBlockerOf(context)).toBe(blocker);
  });
});

describe('disksOfGroup', () => {
  const disks = [
    diskFixture({ sn: 'S1', dev_type: 'sata' }),
    diskFixture({ sn: 'S2', dev_type: 'sata', status: 'missing' }),
    diskFixture({ sn: 'E1', dev_type: 'esata' }),
    diskFixture({ sn: 'M1', dev_type: 'nvme' }),
    diskFixture({ sn: 'U1', dev_type: 'usb' }),
  ];

  it.each([
    ['protsata', 2],
    ['protnvme', 1],
    ['protesata', 1],
    ['sata-group', 1],
    ['ssd-group', 1],
    ['esata-group', 1],
  ] as const)('counts the present disks %s reads: %i', (group, count) => {
    expect(disksOfGroup(disks, group)).toBe(count);
  });
});

describe('the group of a disk', () => {
  it.each([
    ['sata', 'protsata', 'sata-group'],
    ['esata', 'protsata', 'sata-group'],
    ['nvme', 'protnvme', 'ssd-group'],
  ] as const)('%s disks are checked with %s and %s', (devType, smart, ihm) => {
    expect(smartGroupOf(devType)).toBe(smart);
    expect(ihmGroupOf(devType)).toBe(ihm);
  });
});
