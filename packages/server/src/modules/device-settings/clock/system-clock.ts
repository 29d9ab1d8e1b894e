import type { ClockMode } from '@coffer/contract';
import type { ClockStep } from './clock-plan.js';

/** Applies clock steps: the machine's own clock, or a dry run that records and changes nothing. */
export interface SystemClock {
  readonly mode: ClockMode;
  /** Takes the steps in order; answers what was done (or would have been), in the machine's words. */
  apply(steps: readonly ClockStep[]): Promise<string[]>;
}
