import { describe, expect, it } from 'vitest';
import { PasswordChecks } from './password-checks.js';

describe('PasswordChecks', () => {
  it('remembers a success for 5 s, for that session and event only', () => {
    let now = 0;
    const checks = new PasswordChecks(() => now);
    checks.record('s1', 'StorageDelete');
    expect(checks.passedRecently('s1', 'StorageDelete')).toBe(true);
    expect(checks.passedRecently('s1', 'StorageFormat')).toBe(false);
    expect(checks.passedRecently('s2', 'StorageDelete')).toBe(false);
    now = 5000;
    expect(checks.passedRecently('s1', 'StorageDelete')).toBe(true);
    now = 5001;
    expect(checks.passedRecently('s1', 'StorageDelete')).toBe(false);
  });

  it('forgets every check of a session that signs out', () => {
    const checks = new PasswordChecks(() => 0);
    checks.record('s1', 'Power');
    checks.forgetSession('s1');
    expect(checks.passedRecently('s1', 'Power')).toBe(false);
  });
});
