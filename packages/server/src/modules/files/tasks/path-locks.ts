import { sep } from 'node:path';
import { Code } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

/** How long an operation waits for another one on the same entries before it answers C116031. */
export const LOCK_WAIT_MS = 30_000;

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(b + sep) || b.startsWith(a + sep);
}

/**
 * Per-path locks of the daemon's file operations on real paths. A lock covers the entry and
 * everything under it, so it meets a lock on any ancestor or descendant. A set of paths is taken
 * all at once or not at all (nobody holds one path while waiting for another: no deadlock).
 */
export class PathLocks {
  private readonly held = new Set<string>();
  private waiters: (() => void)[] = [];

  /** Takes every path when none overlaps a held one; undefined when one is busy. */
  tryAcquire(paths: readonly string[]): (() => void) | undefined {
    for (const path of paths) for (const taken of this.held) if (overlaps(path, taken)) return undefined;
    const mine = [...new Set(paths)];
    for (const path of mine) this.held.add(path);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const path of mine) this.held.delete(path);
      for (const wake of this.waiters.splice(0)) wake();
    };
  }

  /**
   * Waits until every path is free and takes them; C116031 after `waitMs`. `check` runs at each
   * wake-up and may throw to stop waiting (a task cancelled meanwhile).
   */
  async acquire(
    paths: readonly string[],
    waitMs = LOCK_WAIT_MS,
    check: () => void = () => undefined,
  ): Promise<() => void> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      check();
      const release = this.tryAcquire(paths);
      if (release) return release;
      const left = deadline - Date.now();
      if (left <= 0) throw new AppError(Code.fileBusy);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
