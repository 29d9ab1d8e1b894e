import type { DiskInfo, PoolInfo } from '@coffer/contract';
import { diskUseOf } from '../data/storage-by-bay';
import {
  PROTOCOL_RULES,
  RAID_MODE_TYPES,
  RAID_MODES,
  type PoolProtocol,
  type ProtocolRule,
  type RaidModeType,
} from '@coffer/contract';

/** The kinds of pool the wizard offers, in the order it shows them (STOR-POOL-01, STOR-POOL-12). */
export const POOL_KINDS: readonly PoolProtocol[] = ['protsata', 'protnvme', 'protesata'];

/** Why a disk cannot be chosen for a new pool; null when it can. */
export type DiskRefusal =
  'missing' | 'faulty' | 'state' | 'inPool' | 'spare' | 'external' | 'cache' | 'tooSmall' | 'tooLarge';

export interface DiskChoice {
  disk: DiskInfo;
  refusal: DiskRefusal | null;
}

/**
 * Why a disk of the right kind cannot go into a new pool of this rule: what it is now (missing,
 * failing, in use) before its size (STOR-POOL-06), as the engine's validation reports it.
 */
export function diskRefusal(
  disk: DiskInfo,
  rule: Pick<ProtocolRule, 'minDiskSize' | 'maxDiskSize'>,
): DiskRefusal | null {
  if (disk.status === 'missing') return 'missing';
  if (disk.isFault || disk.status === 'fault' || disk.smart_test.result === 'fault') return 'faulty';
  const use = diskUseOf(disk.role);
  if (use === 'member') return 'inPool';
  if (use !== 'free') return use;
  if (disk.status !== 'ok') return 'state';
  if (disk.total_size < rule.minDiskSize) return 'tooSmall';
  if (disk.total_size > rule.maxDiskSize) return 'tooLarge';
  return null;
}

const DEV_ORDER = ['sata', 'esata', 'nvme', 'usb', 'type-c'];

/** The disks a pool of this kind is made of, each with why it cannot be chosen; by type, then slot. */
export function diskChoices(disks: readonly DiskInfo[], protocol: PoolProtocol): DiskChoice[] {
  const rule = PROTOCOL_RULES[protocol];
  return disks
    .filter((disk) => rule.devTypes.includes(disk.dev_type))
    .sort((a, b) => DEV_ORDER.indexOf(a.dev_type) - DEV_ORDER.indexOf(b.dev_type) || a.pos - b.pos)
    .map((disk) => ({ disk, refusal: diskRefusal(disk, rule) }));
}

export interface KindChoice {
  protocol: PoolProtocol;
  /** Disks a pool of this kind could be made of now. */
  freeDisks: number;
  refusal: 'noFreeDisk' | null;
}

/** Every kind of pool, choosable when at least one of its disks is free and fits. */
export function kindChoices(disks: readonly DiskInfo[]): KindChoice[] {
  return POOL_KINDS.map((protocol) => {
    const freeDisks = diskChoices(disks, protocol).filter((choice) => choice.refusal === null).length;
    return { protocol, freeDisks, refusal: freeDisks === 0 ? 'noFreeDisk' : null };
  });
}

export type ModeRefusal =
  | { reason: 'notForKind' }
  /** Fewer free disks of this kind than the mode needs. */
  | { reason: 'fewDisks'; min: number; free: number };

export interface ModeChoice {
  type: RaidModeType;
  label: string;
  minDisks: number;
  maxDisks: number | undefined;
  evenDisks: boolean;
  /** Disks the pool may lose, for the chosen count (or the mode's minimum while too few are chosen). */
  tolerates: number;
  /** Usable bytes over the chosen disks; null while their count does not fit the mode. */
  usableBytes: number | null;
  refusal: ModeRefusal | null;
}

/** Disks counted for a mode's redundancy: the chosen ones, within what the mode takes. */
function countFor(type: RaidModeType, chosen: number): number {
  const mode = RAID_MODES[type];
  const atLeast = Math.max(chosen, mode.minDisks);
  return mode.maxDisks === undefined ? atLeast : Math.min(atLeast, mode.maxDisks);
}

/** The mode table of STOR-POOL-02 for a kind of pool, over the disks chosen so far. */
export function modeChoices(
  protocol: PoolProtocol,
  freeDisks: number,
  chosenSizes: readonly number[],
): ModeChoice[] {
  const rule = PROTOCOL_RULES[protocol];
  return RAID_MODE_TYPES.map((type) => {
    const mode = RAID_MODES[type];
    const refusal: ModeRefusal | null = !rule.types.includes(type)
      ? { reason: 'notForKind' }
      : freeDisks < mode.minDisks
        ? { reason: 'fewDisks', min: mode.minDisks, free: freeDisks }
        : null;
    return {
      type,
      label: mode.label,
      minDisks: mode.minDisks,
      maxDisks: mode.maxDisks,
      evenDisks: mode.evenDisks,
      tolerates: mode.tolerates(countFor(type, chosenSizes.length)),
      usableBytes: usableEstimate(type, chosenSizes),
      refusal,
    };
  });
}

/**
 * The mode a kind starts with: a mirror where there are disks for one (it survives a lost disk),
 * else the first mode the free disks allow; null when none does.
 */
export function defaultMode(protocol: PoolProtocol, freeDisks: number): RaidModeType | null {
  const choosable = modeChoices(protocol, freeDisks, []).filter((mode) => mode.refusal === null);
  const preferred = choosable.find((mode) => mode.type === 'raid1' || mode.type === 'zdr');
  return (preferred ?? choosable[0])?.type ?? null;
}

/** What the chosen count lacks for the mode (STOR-POOL-03), or `ok`. */
export type CountStatus =
  { kind: 'needMore'; n: number } | { kind: 'tooMany'; max: number } | { kind: 'even' } | { kind: 'ok' };

export function diskCountStatus(type: RaidModeType, count: number): CountStatus {
  const mode = RAID_MODES[type];
  if (count < mode.minDisks) return { kind: 'needMore', n: mode.minDisks - count };
  if (mode.maxDisks !== undefined && count > mode.maxDisks) return { kind: 'tooMany', max: mode.maxDisks };
  if (mode.evenDisks && count % 2 !== 0) return { kind: 'even' };
  return { kind: 'ok' };
}

/** STOR-POOL-04: usable bytes of the mode over these disks; null while their count does not fit. */
export function usableEstimate(type: RaidModeType, sizes: readonly number[]): number | null {
  if (diskCountStatus(type, sizes.length).kind !== 'ok') return null;
  return RAID_MODES[type].usableBytes(sizes);
}

export type SpareRefusal = DiskRefusal | 'smallerThanMembers';

export interface SpareChoice {
  disk: DiskInfo;
  refusal: SpareRefusal | null;
}

/** Bytes a hot spare of a new pool needs: the smallest chosen member, at least the kind's minimum. */
export function spareMinimum(protocol: PoolProtocol, memberSizes: readonly number[]): number {
  const rule = PROTOCOL_RULES[protocol];
  return Math.max(rule.minDiskSize, memberSizes.length === 0 ? 0 : Math.min(...memberSizes));
}

/**
 * STOR-POOL-08: the disks that could stand by for the new pool: its kind's disks that are not
 * members, each refused as a member would be, or when smaller than the smallest member.
 */
export function spareChoices(
  disks: readonly DiskInfo[],
  protocol: PoolProtocol,
  members: readonly string[],
): SpareChoice[] {
  const choices = diskChoices(disks, protocol);
  const sizes = choices.filter((choice) => members.includes(choice.disk.sn)).map((c) => c.disk.total_size);
  const minimum = spareMinimum(protocol, sizes);
  return choices
    .filter((choice) => !members.includes(choice.disk.sn))
    .map(({ disk, refusal }) => ({
      disk,
      refusal: refusal ?? (disk.total_size < minimum ? 'smallerThanMembers' : null),
    }));
}

/**
 * The default name's number is the first unused one among pools and cache pools (STOR-POOL-07);
 * the daemon's answer to the name check is what the field shows, this is the name asked about.
 */
export function defaultNameCandidate(
  protocol: PoolProtocol,
  pools: readonly Pick<PoolInfo, 'name'>[],
): string {
  const prefix = protocol === 'protnvme' ? 'SSD' : 'SATA';
  const taken = new Set(pools.map((pool) => pool.name.trim().toLowerCase()));
  for (let n = 1; ; n += 1) {
    if (!taken.has(`${prefix}${n}`.toLowerCase())) return `${prefix}${n}`;
  }
}

/** The sizes of the chosen disks, in bytes, in the order chosen. */
export function chosenSizes(disks: readonly DiskInfo[], chosen: readonly string[]): number[] {
  return chosen.flatMap((sn) => {
    const disk = disks.find((candidate) => candidate.sn === sn);
    return disk ? [disk.total_size] : [];
  });
}
