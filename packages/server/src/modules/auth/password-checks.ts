import { TIMERS } from '@coffer/contract';

/**
 * Remembers a passed `CheckUserPasswd` for one session and one eventName, for 5 s (DECISIONS
 * "Sign-in calls").
 */
export class PasswordChecks {
  private readonly passed = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  record(sessionHash: string, eventName: string): void {
    this.passed.set(`${sessionHash}|${eventName}`, this.now());
    this.prune();
  }

  passedRecently(sessionHash: string, eventName: string): boolean {
    const at = this.passed.get(`${sessionHash}|${eventName}`);
    return at !== undefined && this.now() - at <= TIMERS.passwordCheckValidity;
  }

  forgetSession(sessionHash: string): void {
    for (const key of this.passed.keys()) if (key.startsWith(`${sessionHash}|`)) this.passed.delete(key);
  }

  private prune(): void {
    const oldest = this.now() - TIMERS.passwordCheckValidity;
    for (const [key, at] of this.passed) if (at < oldest) this.passed.delete(key);
  }
}
