/** MIG-01: how often the migration tasks are read while the flag is up. */
export const MIGRATE_POLL_MS = 1000;

/** The desktop's `isMigrate` flag (spec 1 §4 "Migration polling") and whether it is still read. */
export interface MigrateFlag {
  isMigrate: boolean;
  polling: boolean;
}

/** MIG-01: the flag starts up, and the tasks are read. */
export const INITIAL_MIGRATE_FLAG: MigrateFlag = { isMigrate: true, polling: true };

/** What one read of `/v2/tob/public/migrate/task` (type 1) gave. */
export type MigrateTaskAnswer = { ok: true; list: readonly { status: string }[] } | { ok: false };

/** The first task's statuses that keep the flag up: a migration in progress, or one that failed. */
const STILL_MIGRATING: readonly string[] = ['running', 'failed'];

/**
 * MIG-02: the flag goes down, and reading stops, when the call succeeds with no task or with a first
 * task neither in progress nor failed; otherwise it stays up and reading goes on. An error stops the
 * reading and leaves the flag as it was.
 */
export function nextMigrateFlag(flag: MigrateFlag, answer: MigrateTaskAnswer): MigrateFlag {
  if (!answer.ok) return { isMigrate: flag.isMigrate, polling: false };
  const first = answer.list[0];
  if (!first || !STILL_MIGRATING.includes(first.status)) return { isMigrate: false, polling: false };
  return { isMigrate: true, polling: true };
}
