import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { parseFilesystemShow } from '../btrfs/parse-filesystem-show.js';
import { recordedOutput } from '../btrfs/recorded-output.js';
import { StorageError } from '../storage-error.js';
import type { PresentDisk } from './pool-disks.js';
import type { PoolRecord } from './pool-record.js';
import { replaceSources } from './repair-pool-job.js';

const pool: PoolRecord = {
  id: 'pool-1',
  name: 'SATA1',
  kind: 'normal',
  raidType: 'raid1',
  protocol: 'protsata',
  fsUuid: 'u',
  members: [
    { sn: 'A', size: 1 },
    { sn: 'B', size: 1 },
  ],
  spares: [],
  createdAt: 0,
  state: 'ready',
};
const present = (sn: string, device: string): PresentDisk => ({
  sn,
  size: 1,
  devType: 'sata',
  device,
  faulty: false,
});

describe('replace sources', () => {
  it('takes the missing devid btrfs lists for a member no bay holds', () => {
    const [shown] = parseFilesystemShow(recordedOutput('fi-show-missing').output);
    expect(replaceSources(pool, [present('A', '/dev/loop25')], shown!, ['B'])).toEqual([
      { memberSn: 'B', devid: 2 },
    ]);
    expect(replaceSources(pool, [present('A', '/dev/loop25')], shown!, ['A'])).toEqual([
      { memberSn: 'A', devid: 1 },
    ]);
  });

  it('takes a device no bay holds any more for a disk pulled while mounted', () => {
    const [shown] = parseFilesystemShow(recordedOutput('fi-show-raid1-2').output);
    const kept = shown!.devices[0]!.path!;
    const pulled = shown!.devices[1]!;
    expect(replaceSources(pool, [present('A', kept)], shown!, ['B'])).toEqual([
      { memberSn: 'B', devid: pulled.devid },
    ]);
  });

  it('gives a disk put back on a new device the devid btrfs still holds under its dead one', () => {
    const [shown] = parseFilesystemShow(recordedOutput('fi-show-degraded-io').output);
    const kept = shown!.devices[0]!.path!;
    const dead = shown!.devices[1]!;
    const disks = [present('A', kept), present('B', '/dev/loop99')];
    expect(replaceSources(pool, disks, shown!, ['B'])).toEqual([{ memberSn: 'B', devid: dead.devid }]);
  });

  it('gives a stale disk left out of a degraded mount the devid btrfs lists as missing', () => {
    const [shown] = parseFilesystemShow(recordedOutput('fi-show-missing').output);
    const disks = [present('A', '/dev/loop25'), present('B', '/dev/loop99')];
    expect(replaceSources(pool, disks, shown!, ['B'])).toEqual([{ memberSn: 'B', devid: 2 }]);
  });

  it('answers C105005 when btrfs lists no device for the member', () => {
    const [shown] = parseFilesystemShow(recordedOutput('fi-show-raid1-2').output);
    const both = shown!.devices.map((device, index) => present(['A', 'B'][index]!, device.path!));
    const error = (() => {
      try {
        replaceSources(pool, both.slice(0, 1), { ...shown!, devices: shown!.devices.slice(0, 1) }, ['B']);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe(Code.memberNotInFilesystem);
  });
});
