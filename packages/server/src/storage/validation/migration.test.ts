import { Code, messageOf, type PoolInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { validateMigration, type MigrationObservation } from './migration.js';
import { GiB, TiB, codes, disk, facts, pool } from './test-facts.js';

const world = facts(
  [
    ...['a', 'b', 'c'].map((sn) => disk(sn)),
    disk('small', { size: 1 * TiB }),
    disk('ssd', { devType: 'nvme' }),
    disk('esata', { devType: 'esata' }),
    disk('sick', { faulty: true }),
    disk('spare', { use: 'spare' }),
    disk('theirs', { use: 'member' }),
    disk('ssd-small', { devType: 'nvme', size: 20 * GiB }),
    disk('ssd-big', { devType: 'nvme', size: 256 * GiB }),
    disk('r1-m0', { use: 'member' }),
  ],
  [
    pool('r1', 'raid1', 'oo'),
    pool('r5', 'raid5', 'ooo'),
    pool('m2', 'raid1', 'oo', { protocol: 'protnvme', size: 64 * GiB }),
    pool('es', 'zdr', 'oo', { protocol: 'protesata' }),
  ],
);

const healthy: MigrationObservation = { status: 'ok', migrationRunning: false };
const check = (poolId: string, targets: string[], observed: Partial<MigrationObservation> = {}) =>
  validateMigration({ poolId, targets }, world, { ...healthy, ...observed });

describe('validateMigration', () => {
  it.each<[string, string, string[]]>([
    ['a raid1 onto two free disks', 'r1', ['a', 'b']],
    ['a raid5 onto three free disks', 'r5', ['a', 'b', 'c']],
    ['a SATA pool onto an eSATA disk', 'r1', ['a', 'esata']],
    ['an M.2 pool onto SSDs at least its smallest member', 'm2', ['ssd', 'ssd-big']],
  ])('accepts %s', (_, poolId, targets) => {
    expect(check(poolId, targets)).toEqual([]);
  });

  it.each<[string, string, string[], Partial<MigrationObservation>, string]>([
    ['an unknown pool', 'nope', ['a', 'b'], {}, Code.poolNotFound],
    ['a degraded pool', 'r1', ['a', 'b'], { status: 'degraded' }, Code.poolNotHealthy],
    ['a damaged pool', 'r1', ['a', 'b'], { status: 'damage' }, Code.poolNotHealthy],
    ['a pool that could not be observed', 'r1', ['a', 'b'], { status: undefined }, Code.poolNotHealthy],
    ['a suspended (unmounted) pool', 'r1', ['a', 'b'], { status: 'suspended' }, Code.poolNotMounted],
    ['a second migration', 'r1', ['a', 'b'], { migrationRunning: true }, Code.migrateRunning],
    ['fewer disks than members', 'r1', ['a'], {}, Code.migrateTargetCount],
    ['more disks than members', 'r1', ['a', 'b', 'c'], {}, Code.migrateTargetCount],
    ['no disks', 'r1', [], {}, Code.migrateTargetCount],
    ['a disk chosen twice', 'r1', ['a', 'a'], {}, Code.diskChosenTwice],
    ['a disk that is not there', 'r1', ['a', 'gone'], {}, Code.diskNotFound],
    ['a disk smaller than the pool’s smallest member', 'r1', ['a', 'small'], {}, Code.diskTooSmall],
    ['an M.2 disk for a SATA pool', 'r1', ['a', 'ssd'], {}, Code.diskWrongType],
    ['a SATA disk for an eSATA pool', 'es', ['esata', 'a'], {}, Code.diskWrongType],
    ['an SSD below an M.2 pool’s smallest member', 'm2', ['ssd', 'ssd-small'], {}, Code.diskTooSmall],
    ['a faulty disk', 'r1', ['a', 'sick'], {}, Code.diskFaulty],
    ['a hot spare', 'r1', ['a', 'spare'], {}, Code.diskNotFree],
    ['another pool’s member', 'r1', ['a', 'theirs'], {}, Code.diskNotFree],
    ['one of the pool’s own members', 'r1', ['r1-m0', 'a'], {}, Code.diskNotFree],
  ])('refuses %s', (_, poolId, targets, observed, code) => {
    expect(codes(check(poolId, targets, observed))).toContain(code);
  });

  it('reports every problem at once, each on its field', () => {
    const problems = check('r1', ['small', 'ssd', 'a'], { status: 'degraded' as PoolInfo['status'] });
    expect(problems.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'pid', code: Code.poolNotHealthy },
      { field: 'sys', code: Code.migrateTargetCount },
      { field: 'sys.0', code: Code.diskTooSmall },
      { field: 'sys.1', code: Code.diskWrongType },
    ]);
  });

  it('says how many disks to choose, in both languages', () => {
    const [count] = check('r5', ['a']);
    expect(messageOf(count!.code, 'zh-CN', count!.params)).toBe(
      '请为存储池的每块硬盘选择一块目标硬盘（共3块）',
    );
    expect(messageOf(count!.code, 'en', count!.params)).toBe(
      'Choose one target disk for each disk of the pool (3 in all)',
    );
  });
});
