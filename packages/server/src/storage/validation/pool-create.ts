import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { isPoolType, profileOf } from '../profiles/raid-profiles.js';
import { checkChosenDisks } from './chosen-disks.js';
import { checkDiskCount } from './disk-count.js';
import { checkPoolName } from './pool-name.js';
import { problem, type StorageProblem } from './storage-problem.js';
import type { PoolProtocol, StorageFacts } from './storage-facts.js';

export interface PoolCreateRequest {
  protocol: PoolProtocol;
  /** As sent (`raidtype`); checked here. */
  raidType: string;
  name: string;
  /** Serial numbers of the member disks (`sys`). */
  disks: readonly string[];
  /** Serial numbers of hot spares (`spare`); none or one. */
  spares?: readonly string[];
}

/** Every reason a new pool cannot be made of these disks (spec 3 §5). */
export function validatePoolCreate(request: PoolCreateRequest, facts: StorageFacts): StorageProblem[] {
  const rule = PROTOCOL_RULES[request.protocol];
  const problems: StorageProblem[] = [];

  if (!isPoolType(request.raidType)) {
    problems.push(problem('raidtype', Code.poolTypeUnknown));
  } else {
    if (!rule.types.includes(request.raidType)) {
      const mode = profileOf(request.raidType).label;
      problems.push(problem('raidtype', Code.poolTypeNotForProtocol, { mode }));
    }
    problems.push(...checkDiskCount('sys', request.raidType, request.disks.length));
  }

  const members = checkChosenDisks('sys', request.disks, facts, {
    devTypes: rule.devTypes,
    minSize: rule.minDiskSize,
    maxSize: rule.maxDiskSize,
  });
  problems.push(...members.problems);

  const taken = [...facts.pools.map((pool) => pool.name), ...facts.cacheNames];
  problems.push(...checkPoolName('name', request.name, taken));

  const spares = request.spares ?? [];
  if (spares.length > 1) problems.push(problem('spare', Code.spareNotOneDisk));
  // STOR-SPARE-02: a spare must be able to stand in for the smallest member.
  const smallest = Math.min(...members.disks.map((disk) => disk.size));
  const spareMinimum = Math.max(rule.minDiskSize, Number.isFinite(smallest) ? smallest : 0);
  problems.push(
    ...checkChosenDisks('spare', spares, facts, {
      devTypes: rule.devTypes,
      minSize: spareMinimum,
      tooSmallCode: Code.spareTooSmall,
      maxSize: rule.maxDiskSize,
      alreadyChosen: new Set(request.disks),
    }).problems,
  );
  return problems;
}
