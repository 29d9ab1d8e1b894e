import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { isPoolType, type PoolType } from '../profiles/raid-profiles.js';
import { checkChosenDisks } from './chosen-disks.js';
import { checkDiskCount } from './disk-count.js';
import { checkPoolName } from './pool-name.js';
import { problem, type StorageProblem } from './storage-problem.js';
import type { StorageFacts } from './storage-facts.js';

export type CacheMode = 'read' | 'readwrite';

/** STOR-CACHE-01: a read cache loses nothing when a disk fails; a read-write cache must not. */
const CACHE_TYPES: Readonly<Record<CacheMode, readonly PoolType[]>> = {
  read: ['basic'],
  readwrite: ['raid1', 'raid5', 'raid6', 'raid10'],
};

export interface CacheCreateRequest {
  /** From the action: rcache is read, rwcache read-write. */
  mode: string;
  raidType: string;
  name: string;
  /** SSDs of the cache pool (`sys`). */
  disks: readonly string[];
  /** The SATA pool the cache serves (`pid`). */
  poolId: string;
}

export function validateCacheCreate(request: CacheCreateRequest, facts: StorageFacts): StorageProblem[] {
  const problems: StorageProblem[] = [];
  const mode = request.mode === 'read' || request.mode === 'readwrite' ? request.mode : undefined;
  if (!mode) problems.push(problem('action', Code.cacheModeUnknown));

  if (!isPoolType(request.raidType)) problems.push(problem('raidtype', Code.poolTypeUnknown));
  else {
    if (mode && !CACHE_TYPES[mode].includes(request.raidType)) {
      problems.push(problem('raidtype', mode === 'read' ? Code.readCacheType : Code.readWriteCacheType));
    }
    problems.push(...checkDiskCount('sys', request.raidType, request.disks.length));
  }

  const rule = PROTOCOL_RULES.protnvme;
  problems.push(
    ...checkChosenDisks('sys', request.disks, facts, {
      devTypes: rule.devTypes,
      minSize: rule.minDiskSize,
      maxSize: rule.maxDiskSize,
    }).problems,
  );

  const taken = [...facts.pools.map((pool) => pool.name), ...facts.cacheNames];
  problems.push(...checkPoolName('name', request.name, taken));

  problems.push(...checkCacheTarget(request.poolId, facts));
  return problems;
}

/** The pool a cache would serve: it exists, is a SATA pool and has no cache yet. */
export function checkCacheTarget(poolId: string, facts: StorageFacts): StorageProblem[] {
  const pool = facts.pools.find((candidate) => candidate.id === poolId);
  if (!pool) return [problem('pid', Code.poolNotFound)];
  if (pool.protocol !== 'protsata') return [problem('pid', Code.cacheTargetNotSata)];
  if (pool.hasCache) return [problem('pid', Code.cacheExists)];
  return [];
}
