import { describe, expect, it } from 'vitest';
import type { PoolInfo } from '@coffer/contract';
import { diskFixture, poolFixture } from '../data/storage-fixtures';
import { poolActionStates, primaryActions, type ActionReason, type PoolAction } from './pool-action-states';

const TiB = 1024 ** 4;
const freeSata = diskFixture({ sn: 'F1' });
const freeSsd = diskFixture({ sn: 'N1', dev_type: 'nvme', total_size: 512 * 1024 ** 3 });
const smallSata = diskFixture({ sn: 'F2', total_size: 2 * TiB });
const degraded: Partial<PoolInfo> = {
  status: 'degraded',
  missingNum: 1,
  okNum: 1,
  system_disks: [
    { sn: 'S1', status: 'ok', raid10_gid: 0 },
    { sn: 'S2', status: 'missing', raid10_gid: 0 },
  ],
};
const suspended: Partial<PoolInfo> = { status: 'suspended', has_mount: 0, free_size: 0 };
const raid5 = { raid_type: 'raid5', disk_list: ['S1', 'S2', 'S3'] };

type Row = [string, Partial<PoolInfo>, (typeof freeSata)[], boolean, PoolAction, ActionReason | null];

describe('poolActionStates', () => {
  it.each<Row>([
    ['repair of a healthy pool', {}, [freeSata], true, 'repair', 'healthy'],
    ['repair of a degraded pool with a free disk', degraded, [freeSata], true, 'repair', null],
    ['repair without a disk large enough', degraded, [smallSata], true, 'repair', 'noReplacement'],
    [
      'repair of a Basic pool',
      { raid_type: 'basic', disk_list: ['S1'] },
      [freeSata],
      true,
      'repair',
      'noRedundancy',
    ],
    [
      'repair of a pool waiting unmounted',
      { ...degraded, ...suspended },
      [freeSata],
      true,
      'repair',
      'notMounted',
    ],
    [
      'repair of a RAID5 that lost two disks',
      {
        ...raid5,
        status: 'damage',
        system_disks: [
          { sn: 'S1', status: 'ok', raid10_gid: 0 },
          { sn: 'S2', status: 'missing', raid10_gid: 0 },
          { sn: 'S3', status: 'fault', raid10_gid: 0 },
        ],
      },
      [freeSata],
      true,
      'repair',
      'beyondRepair',
    ],
    ['expansion of a degraded pool', { ...raid5, ...degraded }, [freeSata], true, 'expand', 'notHealthy'],
    ['expansion of a healthy RAID5', raid5, [freeSata], true, 'expand', null],
    ['expansion without a disk', raid5, [], true, 'expand', 'noFreeDisk'],
    ['expansion with only an SSD', raid5, [freeSsd], true, 'expand', 'noFreeDisk'],
    [
      'expansion of a Basic pool',
      { raid_type: 'basic', disk_list: ['S1'] },
      [freeSata],
      true,
      'expand',
      'cannotGrow',
    ],
    [
      'expansion of a RAID1 of four disks',
      { disk_list: ['S1', 'S2', 'S3', 'S4'] },
      [freeSata],
      true,
      'expand',
      'cannotGrow',
    ],
    [
      'expansion of a RAID10 with one free disk',
      { raid_type: 'raid10', disk_list: ['S1', 'S2', 'S3', 'S4'] },
      [freeSata],
      true,
      'expand',
      'noFreeDisk',
    ],
    ['scrub of an unmounted pool', suspended, [], true, 'scrub', 'notMounted'],
    ['scrub of a mounted pool', {}, [], true, 'scrub', null],
    ['a spare without a free disk of the same kind', {}, [freeSsd], true, 'spare', 'noSpareDisk'],
    ['a spare smaller than the pool', {}, [smallSata], true, 'spare', 'noSpareDisk'],
    ['a spare with a free disk', {}, [freeSata], true, 'spare', null],
    [
      'the spare dialog of a pool that has a spare and no free disk',
      {},
      [diskFixture({ sn: 'P1', role: 2, protect_list: ['pool-0001'] })],
      true,
      'spare',
      null,
    ],
    ['a cache for an SSD pool', { protocol: 'protnvme' }, [freeSsd], true, 'cache', 'notSata'],
    ['a cache without a free SSD', {}, [freeSata], true, 'cache', 'noSsd'],
    ['a cache with a free SSD', {}, [freeSsd], true, 'cache', null],
    ['mounting a suspended pool with every member', suspended, [], true, 'mount', null],
    [
      'mounting a suspended pool that misses a member',
      { ...suspended, missingNum: 1 },
      [],
      true,
      'mount',
      'membersMissing',
    ],
    ['continuing without the missing member', { ...suspended, missingNum: 1 }, [], true, 'continue', null],
    ['continuing when nothing is missing', suspended, [], true, 'continue', 'noMemberMissing'],
    ['unlocking a locked pool', { encrypted: 1, lock: 1 }, [], true, 'unlock', null],
    ['unlocking an unlocked pool', { encrypted: 1, lock: 0 }, [], true, 'unlock', 'unlocked'],
    ['the key file of a locked pool', { encrypted: 1, lock: 1 }, [], true, 'keyFile', 'locked'],
    ['the key file of an unlocked pool', { encrypted: 1, lock: 0 }, [], true, 'keyFile', null],
    ['deleting, for the super administrator', {}, [], true, 'delete', null],
    ['deleting, for the operations administrator', {}, [], false, 'delete', 'masterOnly'],
    ['repairing, for the operations administrator', degraded, [freeSata], false, 'repair', 'masterOnly'],
    ['renaming, for the operations administrator', {}, [], false, 'rename', 'masterOnly'],
    ['unlocking, for the operations administrator', { encrypted: 1, lock: 1 }, [], false, 'unlock', null],
    [
      'deleting while a job runs',
      { task: { kind: 'scrub' } } as Partial<PoolInfo>,
      [],
      true,
      'delete',
      'busy',
    ],
  ])('%s', (_name, overrides, disks, isMaster, action, reason) => {
    const state = poolActionStates(poolFixture(overrides), { disks }, isMaster)[action];
    expect(state.shown).toBe(true);
    expect(state.reason).toBe(reason);
    expect(state.enabled).toBe(reason === null);
  });

  it('does not offer unlocking or a key file for a plain pool, nor mounting a mounted one', () => {
    const states = poolActionStates(poolFixture(), { disks: [] }, true);
    expect(states.unlock.shown).toBe(false);
    expect(states.keyFile.shown).toBe(false);
    expect(states.mount.shown).toBe(false);
    expect(states.continue.shown).toBe(false);
  });

  it('leaves the operations administrator no destructive action enabled', () => {
    const states = poolActionStates(poolFixture(degraded), { disks: [freeSata, freeSsd] }, false);
    const enabled = Object.entries(states).filter(([, state]) => state.enabled);
    expect(enabled).toEqual([]);
  });
});

describe('primaryActions', () => {
  it.each<[string, Partial<PoolInfo>, PoolAction[]]>([
    ['a healthy pool', {}, []],
    ['a locked pool', { encrypted: 1, lock: 1 }, ['unlock']],
    ['a suspended pool', suspended, ['mount']],
    ['a suspended pool missing a member', { ...suspended, ...degraded, has_mount: 0 }, ['continue']],
    ['a degraded pool', degraded, ['repair']],
    ['a locked degraded pool', { ...degraded, encrypted: 1, lock: 1 }, ['unlock', 'repair']],
  ])('%s', (_name, overrides, expected) => {
    expect(primaryActions(poolFixture(overrides))).toEqual(expected);
  });
});
