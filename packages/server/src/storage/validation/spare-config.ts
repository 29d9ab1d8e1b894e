import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { checkChosenDisks } from './chosen-disks.js';
import { problem, type StorageProblem } from './storage-problem.js';
import { smallestMember, type StorageFacts } from './storage-facts.js';

export interface SpareConfigRequest {
  /** The one spare disk (`spare`). */
  spares: readonly string[];
  /** Pools the spare protects (`pid`). */
  poolIds: readonly string[];
}

/** STOR-SPARE-01/02: one disk, at least one pool, and for each pool the same kind of disk and size. */
export function validateSpareConfig(request: SpareConfigRequest, facts: StorageFacts): StorageProblem[] {
  const problems: StorageProblem[] = [];
  if (request.spares.length !== 1) problems.push(problem('spare', Code.spareNotOneDisk));
  if (request.poolIds.length === 0) problems.push(problem('pid', Code.spareNoPool));

  // An existing spare may be set to protect other pools as well.
  const chosen = checkChosenDisks('spare', request.spares.slice(0, 1), facts, { uses: ['free', 'spare'] });
  problems.push(...chosen.problems);
  const spare = chosen.disks[0];

  let wrongType = false;
  request.poolIds.forEach((id, index) => {
    const field = `pid.${index}`;
    const pool = facts.pools.find((candidate) => candidate.id === id);
    if (!pool) {
      problems.push(problem(field, Code.poolNotFound));
      return;
    }
    if (!spare) return;
    const rule = PROTOCOL_RULES[pool.protocol];
    if (!rule.devTypes.includes(spare.devType)) wrongType = true;
    else if (spare.size < smallestMember(pool)) {
      problems.push(problem(field, Code.spareBelowPoolMinimum, { pool: pool.name }));
    }
  });
  if (spare && wrongType) problems.push(problem('spare.0', Code.diskWrongType, { disk: spare.sn }));
  return problems;
}
