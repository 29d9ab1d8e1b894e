import { Code, PROTOCOL_RULES, type PoolInfo } from '@coffer/contract';
import { checkChosenDisks } from './chosen-disks.js';
import { problem, type StorageProblem } from './storage-problem.js';
import { smallestMember, type StorageFacts } from './storage-facts.js';

export interface MigrationRequest {
  poolId: string;
  /** The new disks (`sys`), one per member in the members' order: `targets[i]` takes member i. */
  targets: readonly string[];
}

/** What the engine observes of the pool and its jobs now, beyond the disks and records. */
export interface MigrationObservation {
  /** The pool's status as `/zspool/info` reports it; undefined when it could not be observed. */
  status: PoolInfo['status'] | undefined;
  /** A migration job is running on any pool: one at a time (MIG-05 reports one). */
  migrationRunning: boolean;
}

/**
 * MIG (APP-18): every reason this pool cannot move onto these disks, all at once. The pool must be
 * whole and in use (status ok: a degraded or damaged pool is repaired first, a suspended one
 * mounted first), since every member is read to copy it; each member gets one free, present, sound
 * disk of a type the pool's protocol takes, at least as large as the pool's smallest member.
 */
export function validateMigration(
  request: MigrationRequest,
  facts: StorageFacts,
  observed: MigrationObservation,
): StorageProblem[] {
  const pool = facts.pools.find((candidate) => candidate.id === request.poolId);
  if (!pool) return [problem('pid', Code.poolNotFound)];
  const problems: StorageProblem[] = [];
  if (observed.migrationRunning) problems.push(problem('pid', Code.migrateRunning));
  if (observed.status === 'suspended') problems.push(problem('pid', Code.poolNotMounted));
  else if (observed.status !== 'ok') problems.push(problem('pid', Code.poolNotHealthy));

  const members = pool.members.length;
  if (request.targets.length !== members) {
    problems.push(problem('sys', Code.migrateTargetCount, { n: members }));
  }
  const rule = PROTOCOL_RULES[pool.protocol];
  problems.push(
    ...checkChosenDisks('sys', request.targets, facts, {
      devTypes: rule.devTypes,
      minSize: Math.max(rule.minDiskSize, smallestMember(pool)),
      maxSize: rule.maxDiskSize,
    }).problems,
  );
  return problems;
}
