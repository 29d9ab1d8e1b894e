import { Code, POOL_NAME } from '@coffer/contract';
import { problem, type StorageProblem } from './storage-problem.js';

// Characters that break file paths, share names or the page's markup; control characters too.
const FORBIDDEN = /[/\\:*?"<>|\p{Cc}]/u;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** STOR-POOL-07: the server's check of a pool or cache-pool name. Names differ regardless of case. */
export function checkPoolName(field: string, name: string, taken: readonly string[]): StorageProblem[] {
  const trimmed = name.trim();
  if (trimmed === '') return [problem(field, Code.poolNameMissing)];
  if ([...trimmed].length > POOL_NAME.maxLength || FORBIDDEN.test(trimmed)) {
    return [problem(field, Code.poolNameInvalid, { max: POOL_NAME.maxLength })];
  }
  if (taken.some((other) => sameName(other, trimmed))) return [problem(field, Code.poolNameTaken)];
  return [];
}

export type DefaultNameKind = keyof typeof POOL_NAME.defaultPrefix;

/** "SATA{n}", "SSD{n}" or "SSD缓存{n}" with the first unused n. */
export function defaultPoolName(kind: DefaultNameKind, taken: readonly string[]): string {
  const prefix = POOL_NAME.defaultPrefix[kind];
  for (let n = 1; ; n += 1) {
    const name = `${prefix}${n}`;
    if (!taken.some((other) => sameName(other, name))) return name;
  }
}
