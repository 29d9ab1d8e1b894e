import type { BootStep } from '@coffer/contract';

/** Where the storage engine's start stands: a step, done, or failed with a reason. */
export type StorageBootState =
  { phase: 'booting'; step: BootStep } | { phase: 'booted' } | { phase: 'failed'; reason: string };

/**
 * `COFFER_TEST_HOLD_BOOT=<step>:<ms>`: the start waits that long on entering the step, so a browser
 * test or a screenshot can see the step's overlay. Unset in normal use; at most 2 minutes.
 */
export function bootHoldOf(value: string | undefined): { step: string; ms: number } | undefined {
  const match = /^(\w+):(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  return { step: match[1]!, ms: Math.min(Number(match[2]), 120_000) };
}

/**
 * The storage engine's start (spec 2 §2.1's booting, booted and checking states), told to the
 * poll, the health check and the guard that refuses storage calls until the engine is up. The daemon
 * listens while it runs, so a page sees each step instead of a device that does not answer.
 */
export class StorageBoot {
  private current: StorageBootState = { phase: 'booting', step: 'attaching' };
  private readonly listeners = new Set<(state: StorageBootState) => void>();
  private readonly hold = bootHoldOf(process.env.COFFER_TEST_HOLD_BOOT);

  get state(): StorageBootState {
    return this.current;
  }

  get booted(): boolean {
    return this.current.phase === 'booted';
  }

  onChange(listener: (state: StorageBootState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Enters a step; waits there first when a test asked for it (`COFFER_TEST_HOLD_BOOT`). */
  async enter(step: BootStep, signal?: AbortSignal): Promise<void> {
    this.set({ phase: 'booting', step });
    if (this.hold?.step !== step || signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.hold!.ms);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  done(): void {
    this.set({ phase: 'booted' });
  }

  fail(reason: string): void {
    this.set({ phase: 'failed', reason: reason.slice(0, 300) });
  }

  private set(state: StorageBootState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
