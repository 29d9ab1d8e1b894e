import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { assessPool } from '../profiles/pool-health.js';
import { profileOf } from '../profiles/raid-profiles.js';
import { checkChosenDisks } from './chosen-disks.js';
import { problem, type StorageProblem } from './storage-problem.js';
import { smallestMember, type PoolFacts, type PoolMemberFacts, type StorageFacts } from './storage-facts.js';

export interface RepairRequest {
  poolId: string;
  /** Members to replace (`repair`). */
  repair: readonly string[];
  /** New disks that take their places, in order (`sys`). */
  replacements: readonly string[];
}

/** STOR-REP-02..04: every reason this repair cannot start. */
export function validateRepair(request: RepairRequest, facts: StorageFacts): StorageProblem[] {
  const pool = facts.pools.find((candidate) => candidate.id === request.poolId);
  if (!pool) return [problem('pid', Code.poolNotFound)];
  const problems: StorageProblem[] = [];
  const profile = profileOf(pool.type);
  const tolerated = profile.tolerates(pool.members.length);

  if (tolerated === 0) problems.push(problem('repair', Code.repairNoRedundancy));
  else if (
    !assessPool(
      pool.type,
      pool.members.map((member) => member.state),
    ).usable
  ) {
    problems.push(problem('pid', Code.poolDamaged));
  }

  if (request.repair.length === 0) problems.push(problem('repair', Code.repairNoDisks));
  const chosen = chosenMembers(request.repair, pool, problems);
  if (tolerated > 0) problems.push(...countProblems(pool, chosen, tolerated));
  problems.push(...priorityProblems(pool, chosen));

  if (request.replacements.length === 0) problems.push(problem('sys', Code.replacementsMissing));
  else if (request.replacements.length > request.repair.length) {
    problems.push(problem('sys', Code.replacementsExceed));
  }
  const rule = PROTOCOL_RULES[pool.protocol];
  problems.push(
    ...checkChosenDisks('sys', request.replacements, facts, {
      devTypes: rule.devTypes,
      minSize: Math.max(rule.minDiskSize, smallestMember(pool)),
      maxSize: rule.maxDiskSize,
      alreadyChosen: new Set(pool.members.map((member) => member.sn)),
    }).problems,
  );
  return problems;
}

function chosenMembers(serials: readonly string[], pool: PoolFacts, problems: StorageProblem[]) {
  const chosen: PoolMemberFacts[] = [];
  serials.forEach((sn, index) => {
    const field = `repair.${index}`;
    const member = pool.members.find((candidate) => candidate.sn === sn);
    if (chosen.some((other) => other.sn === sn))
      problems.push(problem(field, Code.diskChosenTwice, { disk: sn }));
    else if (!member) problems.push(problem(field, Code.repairNotMember, { disk: sn }));
    else chosen.push(member);
  });
  return chosen;
}

/** RAID1 keeps one member; RAID5 one, RAID6 two and RAID10 one at a time (what btrfs survives). */
function countProblems(pool: PoolFacts, chosen: readonly PoolMemberFacts[], tolerated: number) {
  if (chosen.length <= tolerated) return [];
  if (pool.type === 'raid10' && wholeGroupChosen(pool, chosen)) {
    return [problem('repair', Code.raid10WholeGroup)];
  }
  return [problem('repair', Code.repairTooMany)];
}

function wholeGroupChosen(pool: PoolFacts, chosen: readonly PoolMemberFacts[]): boolean {
  const groups = new Set(chosen.map((member) => member.raid10Gid).filter((gid) => gid !== undefined));
  return [...groups].some((gid) =>
    pool.members.filter((member) => member.raid10Gid === gid).every((member) => chosen.includes(member)),
  );
}

/**
 * STOR-REP-03: missing members are rebuilt first (they hold no copy at all), then faulty ones, then
 * sound ones. Choosing a sound disk while a missing or faulty one waits, or a faulty disk while a
 * missing one waits, is refused with the message naming what must come first.
 */
function priorityProblems(pool: PoolFacts, chosen: readonly PoolMemberFacts[]): StorageProblem[] {
  const waiting = pool.members.filter((member) => !chosen.includes(member));
  const waitingMissing = waiting.some((member) => member.state === 'missing');
  const waitingFaulty = waiting.some((member) => member.state === 'fault');
  if (chosen.some((member) => member.state === 'ok') && (waitingMissing || waitingFaulty)) {
    return [problem('repair', Code.repairMissingOrFaultyFirst)];
  }
  if (chosen.some((member) => member.state === 'fault') && waitingMissing) {
    return [problem('repair', Code.repairMissingFirst)];
  }
  return [];
}
