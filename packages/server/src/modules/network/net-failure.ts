import type { NetCodeValue, NetProblem } from '@coffer/contract';

/** A network call's refusal: one of the network family's codes (SET-NET-05) and every field problem. */
export class NetFailure extends Error {
  constructor(
    readonly code: NetCodeValue,
    readonly problems: readonly NetProblem[] = [],
  ) {
    super(`network refusal ${code}`);
    this.name = 'NetFailure';
  }

  /** The first problem's code, with all of them for the page's fields. */
  static of(problems: readonly NetProblem[]): NetFailure {
    return new NetFailure(problems[0]!.code, problems);
  }
}
