import { BayError } from '../bays/bay-error.js';
import { StorageError } from '../storage-error.js';
import { problem, type StorageProblem } from './storage-problem.js';

/**
 * What a storage request's check answers: the plan its exec runs, or every problem it would be
 * refused for. `/zspool/format/exec` runs the plan; `/zspool/format/verify` answers the problems;
 * both call the same check, so no rule is written twice and verify touches nothing.
 */
export type Checked<T> = { ok: true; plan: T } | { ok: false; problems: StorageProblem[] };

export function accepted<T>(plan: T): Checked<T> {
  return { ok: true, plan };
}

export function refused<T = never>(problems: readonly StorageProblem[]): Checked<T> {
  if (problems.length === 0) throw new Error('refused needs at least one problem');
  return { ok: false, problems: [...problems] };
}

/** A refusal of the request as a whole (pool not found, not mounted, kernel lacks bcache): field ''. */
export function wholeRequest(
  code: StorageProblem['code'],
  params?: StorageProblem['params'],
): StorageProblem {
  return problem('', code, params);
}

/**
 * A refusal thrown by a step of a check (the bays' write guard, reading the filesystem) as a
 * whole-request problem; anything else is no refusal and is thrown on.
 */
export function problemOfRefusal(error: unknown): StorageProblem {
  if (error instanceof StorageError) return wholeRequest(error.code, error.params);
  if (error instanceof BayError) return wholeRequest(error.code, error.params);
  throw error;
}

/**
 * The exec side: the plan, or the refusal. A lone whole-request problem is answered as the plain
 * code it always was; field problems are answered with every problem (StorageError.invalid).
 */
export function planOf<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.plan;
  const [first] = checked.problems;
  if (checked.problems.length === 1 && first!.field === '') {
    throw new StorageError(first!.code, first!.params ?? {});
  }
  throw StorageError.invalid(checked.problems);
}

/** The verify side: what the request would be refused for; none when exec would accept it. */
export function problemsOf(checked: Checked<unknown>): StorageProblem[] {
  return checked.ok ? [] : checked.problems;
}
