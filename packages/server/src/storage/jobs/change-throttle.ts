/**
 * Passes values on at most once per interval and only when they differ from the last one passed
 * on (STYLE: change-only progress events). A value that arrives too soon waits for the end of the
 * interval, and only the newest waiting value is passed on. `flush` passes a value on at once (a
 * job's final state must never wait or be dropped).
 */
export class ChangeThrottle<T> {
  private last: T | undefined;
  private lastAt = -Infinity;
  private waiting: { value: T } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly emit: (value: T) => void,
    private readonly same: (a: T, b: T) => boolean,
    private readonly intervalMs = 1000,
  ) {}

  push(value: T): void {
    if (this.last !== undefined && this.same(this.last, value)) {
      this.waiting = undefined;
      return;
    }
    const wait = this.lastAt + this.intervalMs - Date.now();
    if (wait <= 0) {
      this.send(value);
      return;
    }
    this.waiting = { value };
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const pending = this.waiting;
      this.waiting = undefined;
      if (pending) this.push(pending.value);
    }, wait);
  }

  flush(value: T): void {
    this.stop();
    if (this.last === undefined || !this.same(this.last, value)) this.send(value);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = undefined;
  }

  private send(value: T): void {
    this.last = value;
    this.lastAt = Date.now();
    this.emit(value);
  }
}
