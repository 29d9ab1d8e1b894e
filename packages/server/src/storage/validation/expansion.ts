import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { assessPool } from '../profiles/pool-health.js';
import { profileOf } from '../profiles/raid-profiles.js';
import { checkChosenDisks } from './chosen-disks.js';
import { tooMany } from './disk-count.js';
import { problem, type StorageProblem } from './storage-problem.js';
import { smallestMember, type StorageFacts } from './storage-facts.js';

export interface ExpansionRequest {
  poolId: string;
  /** Serial numbers of the disks to add (`sys`). */
  disks: readonly string[];
}

/** STOR-EXP-01: every reason these disks cannot be added to the pool. */
export function validateExpansion(request: ExpansionRequest, facts: StorageFacts): StorageProblem[] {
  const pool = facts.pools.find((candidate) => candidate.id === request.poolId);
  if (!pool) return [problem('pid', Code.poolNotFound)];
  const profile = profileOf(pool.type);
  const rule = PROTOCOL_RULES[pool.protocol];
  const problems: StorageProblem[] = [];

  // Growing a pool rewrites its layout (a balance); it must start from every member in place.
  if (
    assessPool(
      pool.type,
      pool.members.map((member) => member.state),
    ).health !== 'ok'
  ) {
    problems.push(problem('pid', Code.poolNotHealthy));
  }
  const added = request.disks.length;
  if (added === 0) problems.push(problem('sys', Code.expandNoDisks));
  else if (profile.maxDisks !== undefined && pool.members.length + added > profile.maxDisks) {
    problems.push(tooMany('sys', pool.type));
  } else if (profile.evenDisks && added % 2 !== 0) {
    problems.push(problem('sys', Code.raid10ExpandOdd));
  }

  problems.push(
    ...checkChosenDisks('sys', request.disks, facts, {
      devTypes: rule.devTypes,
      minSize: Math.max(rule.minDiskSize, smallestMember(pool)),
      maxSize: rule.maxDiskSize,
    }).problems,
  );
  return problems;
}
