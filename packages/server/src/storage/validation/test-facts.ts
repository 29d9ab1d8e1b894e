import type { MemberState } from '../profiles/pool-health.js';
import type { PoolType } from '../profiles/raid-profiles.js';
import type { DiskFacts, PoolFacts, PoolProtocol, StorageFacts } from './storage-facts.js';

/** Builders of storage facts for the validators' tests. */
export const GiB = 1024 ** 3;
export const TiB = 1024 ** 4;

export function disk(sn: string, overrides: Partial<DiskFacts> = {}): DiskFacts {
  return { sn, size: 4 * TiB, devType: 'sata', use: 'free', hostSystem: false, faulty: false, ...overrides };
}

/** A pool whose members are named by `states`: "oom" is two sound members and a missing one. */
export function pool(
  id: string,
  type: PoolType,
  states: string,
  overrides: Partial<Omit<PoolFacts, 'members'>> & { size?: number; protocol?: PoolProtocol } = {},
): PoolFacts {
  const { size = 2 * TiB, ...rest } = overrides;
  const letters: Record<string, MemberState> = { o: 'ok', m: 'missing', f: 'fault' };
  return {
    id,
    name: id.toUpperCase(),
    protocol: 'protsata',
    type,
    hasCache: false,
    ready: true,
    mounted: true,
    members: [...states].map((letter, index) => ({
      sn: `${id}-m${index}`,
      size,
      devType: 'sata',
      state: letters[letter] ?? 'ok',
      raid10Gid: Math.floor(index / 2) + 1,
    })),
    ...rest,
  };
}

export function facts(disks: DiskFacts[], pools: PoolFacts[] = [], cacheNames: string[] = []): StorageFacts {
  return { disks, pools, cacheNames };
}

/** The codes of the problems, for compact assertions. */
export function codes(problems: readonly { code: string | number }[]): (string | number)[] {
  return problems.map((item) => item.code);
}
