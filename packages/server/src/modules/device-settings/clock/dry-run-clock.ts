import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describeStep, type ClockStep } from './clock-plan.js';
import type { SystemClock } from './system-clock.js';

/**
 * The clock for tests and demos (config `clock: "dry-run"`): each change is appended as one JSON
 * line `{at, steps}` to its record file and nothing on the machine changes.
 */
export class DryRunClock implements SystemClock {
  readonly mode = 'dry-run' as const;

  constructor(private readonly recordFile: string) {}

  async apply(steps: readonly ClockStep[]): Promise<string[]> {
    const words = steps.flatMap(describeStep);
    await mkdir(dirname(this.recordFile), { recursive: true });
    await appendFile(this.recordFile, `${JSON.stringify({ at: Date.now(), steps, words })}\n`);
    return words;
  }
}
