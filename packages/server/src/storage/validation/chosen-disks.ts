import { Code, formatCapacity, type CofferCode } from '@coffer/contract';
import { problem, type StorageProblem } from './storage-problem.js';
import type { DevType, DiskFacts, DiskUse, StorageFacts } from './storage-facts.js';

export interface DiskRule {
  /** Device types accepted; no value: any. */
  devTypes?: readonly DevType[];
  minSize?: number;
  /** The code that reports a disk below `minSize`, with `{size}` the minimum. */
  tooSmallCode?: CofferCode;
  maxSize?: number;
  /** What the disks may be used for now; free only unless said otherwise. */
  uses?: readonly DiskUse[];
  /** Serial numbers already chosen elsewhere in the same request. */
  alreadyChosen?: ReadonlySet<string>;
}

export interface ChosenDisks {
  problems: StorageProblem[];
  /** The chosen disks that exist, in order, without repeats. */
  disks: DiskFacts[];
}

/** Checks each disk of a list (`field.i`): present, chosen once, free, not the host's, sound, fitting. */
export function checkChosenDisks(
  field: string,
  serials: readonly string[],
  facts: StorageFacts,
  rule: DiskRule,
): ChosenDisks {
  const problems: StorageProblem[] = [];
  const disks: DiskFacts[] = [];
  const seen = new Set(rule.alreadyChosen);
  const uses = rule.uses ?? ['free'];
  serials.forEach((sn, index) => {
    const at = `${field}.${index}`;
    const params = { disk: sn };
    if (seen.has(sn)) {
      problems.push(problem(at, Code.diskChosenTwice, params));
      return;
    }
    seen.add(sn);
    const disk = facts.disks.find((candidate) => candidate.sn === sn);
    if (!disk) {
      problems.push(problem(at, Code.diskNotFound, params));
      return;
    }
    disks.push(disk);
    if (disk.hostSystem) problems.push(problem(at, Code.diskHoldsSystem, params));
    else if (!uses.includes(disk.use)) problems.push(problem(at, Code.diskNotFree, params));
    if (disk.faulty) problems.push(problem(at, Code.diskFaulty, params));
    if (rule.devTypes && !rule.devTypes.includes(disk.devType)) {
      problems.push(problem(at, Code.diskWrongType, params));
    }
    if (rule.minSize !== undefined && disk.size < rule.minSize) {
      const code = rule.tooSmallCode ?? Code.diskTooSmall;
      problems.push(problem(at, code, { ...params, size: formatCapacity(rule.minSize) }));
    }
    if (rule.maxSize !== undefined && disk.size > rule.maxSize) {
      problems.push(problem(at, Code.diskTooLarge, { ...params, size: formatCapacity(rule.maxSize) }));
    }
  });
  return { problems, disks };
}
