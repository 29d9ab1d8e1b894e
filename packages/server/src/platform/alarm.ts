/** setTimeout's longest delay (about 24.8 days). */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * One call at a wall-clock time however far ahead: a time beyond setTimeout's longest delay re-arms
 * on the way, and a timer that fires early by the clock waits again. Unref'd, so it never keeps the
 * daemon alive. Setting it again replaces what was set.
 */
export class Alarm {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly clock: () => number = Date.now) {}

  /** Calls `ring` at `atMs` (milliseconds on the clock). */
  set(atMs: number, ring: () => void): void {
    this.clear();
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (atMs > this.clock()) this.set(atMs, ring);
        else ring();
      },
      Math.max(0, Math.min(atMs - this.clock(), MAX_DELAY_MS)),
    );
    this.timer.unref();
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
