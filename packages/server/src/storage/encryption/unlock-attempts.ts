/** spec 3 §4: five wrong passwords per pool; after more than five, no unlock until a restart. */
export const UNLOCK_ATTEMPTS = 5;

export type AttemptVerdict = { blocked: true } | { blocked: false; remaining: number };

/**
 * Wrong unlock passwords per pool, for this daemon run only (kept in memory, so a restart clears
 * them, as the spec's "reboot and enter the password again" expects). The 1st..5th wrong password
 * leave 4..0 attempts; the 6th and any later one is blocked, as is every try after it.
 */
export class UnlockAttempts {
  private readonly wrong = new Map<string, number>();

  constructor(private readonly limit = UNLOCK_ATTEMPTS) {}

  /** True once more than `limit` wrong passwords were given: no password is even tried. */
  blocked(poolId: string): boolean {
    return (this.wrong.get(poolId) ?? 0) > this.limit;
  }

  /** Counts a wrong password and answers what the caller is told. */
  fail(poolId: string): AttemptVerdict {
    const count = (this.wrong.get(poolId) ?? 0) + 1;
    this.wrong.set(poolId, count);
    if (count > this.limit) return { blocked: true };
    return { blocked: false, remaining: this.limit - count };
  }

  /** A right password starts the count again. */
  succeed(poolId: string): void {
    this.wrong.delete(poolId);
  }
}
