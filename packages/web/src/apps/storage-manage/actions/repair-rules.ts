import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskRefusal, modeOf, type DiskRefusal } from './pool-growth';

type Member = PoolInfo['system_disks'][number];
type RepairPool = Pick<PoolInfo, 'raid_type' | 'disk_list' | 'system_disks' | 'protocol' | 'diskMinSize'>;

const ORDER: Record<Member['status'], number> = { missing: 0, fault: 1, ok: 2 };

/** The members as step 1 lists them: missing first, then faulty, then sound (STOR-REP-03). */
export function membersInRepairOrder(pool: Pick<PoolInfo, 'system_disks'>): Member[] {
  return [...pool.system_disks].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
}

/** A refusal of step 1, as a key under `storage.actions.repair.problem`. */
export type RepairMemberProblem = 'tooMany' | 'raid10WholeGroup' | 'missingOrFaultyFirst' | 'missingFirst';

/**
 * STOR-REP-02/03 on the members chosen for repair: no more than the mode survives losing (RAID1 all
 * but one, RAID5 one, RAID6 two, RAID10 one on btrfs, with the group message when a whole pair is
 * chosen), and missing members before faulty ones before sound ones (docs/decisions.md "Repair
 * order"). The same rules as the engine's `validateRepair`, so the step explains before it asks.
 */
export function repairMemberProblems(pool: RepairPool, chosen: readonly string[]): RepairMemberProblem[] {
  const problems: RepairMemberProblem[] = [];
  const picked = pool.system_disks.filter((member) => chosen.includes(member.sn));
  const tolerated = modeOf(pool.raid_type).tolerates(pool.disk_list.length);
  if (picked.length > tolerated) {
    problems.push(
      pool.raid_type === 'raid10' && wholeGroupChosen(pool, picked) ? 'raid10WholeGroup' : 'tooMany',
    );
  }
  const waiting = pool.system_disks.filter((member) => !picked.includes(member));
  const waitingMissing = waiting.some((member) => member.status === 'missing');
  const waitingFaulty = waiting.some((member) => member.status === 'fault');
  if (picked.some((member) => member.status === 'ok') && (waitingMissing || waitingFaulty)) {
    problems.push('missingOrFaultyFirst');
  } else if (picked.some((member) => member.status === 'fault') && waitingMissing) {
    problems.push('missingFirst');
  }
  return problems;
}

function wholeGroupChosen(pool: RepairPool, picked: readonly Member[]): boolean {
  const groups = new Set(picked.map((member) => member.raid10_gid));
  return [...groups].some((gid) =>
    pool.system_disks
      .filter((member) => member.raid10_gid === gid)
      .every((member) => picked.includes(member)),
  );
}

/** A refusal of step 2, as a key under `storage.actions.repair.problem`. */
export type ReplacementProblem = 'replacementsExceed';

/** STOR-REP-04: replacements may be fewer than the members chosen, never more. */
export function replacementProblems(
  chosen: readonly string[],
  replacements: readonly string[],
): ReplacementProblem[] {
  return replacements.length > chosen.length ? ['replacementsExceed'] : [];
}

/** Every disk step 2 lists, with why one cannot replace a member (≥ the pool's smallest member). */
export function replacementChoices(
  pool: RepairPool,
  disks: readonly DiskInfo[],
): { disk: DiskInfo; refusal: DiskRefusal | null }[] {
  return disks
    .filter((disk) => diskRefusal(pool, disk) !== 'notFree')
    .map((disk) => ({ disk, refusal: diskRefusal(pool, disk) }));
}
