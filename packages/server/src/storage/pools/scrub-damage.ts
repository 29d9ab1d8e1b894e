import type { Db } from '../../db/open-database.js';
import type { PoolMessages } from '../disks/pool-messages.js';

/** What a finished scrub found, as the scrub stores it. */
export interface FinishedScrub {
  errorsFound: number;
  corrected: number;
  uncorrectable: number;
}

const key = (poolId: string) => `scrub_damage.${poolId}`;

/**
 * Pools whose last finished scrub found errors it could not correct: data was lost, so the pool is
 * `damage` while mounted, whatever its members say, until a later scrub finds nothing
 * uncorrectable (the owner has restored or deleted the damaged files) or the pool is deleted. Kept
 * in `meta` so a restart, or a scrub under way (its running row starts at zero), does not clear it.
 * Each such scrub leaves a storage message (`pool_msg`).
 */
export class ScrubDamage {
  constructor(
    private readonly db: Db,
    private readonly messages: PoolMessages,
  ) {}

  uncorrectable(poolId: string): number {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key(poolId)) as
      { value: string } | undefined;
    return Number(row?.value ?? 0) || 0;
  }

  /** Call when a scrub of the pool finished (not cancelled, not failed). */
  scrubFinished(poolId: string, result: FinishedScrub, name = ''): void {
    if (result.uncorrectable <= 0) {
      this.forget(poolId);
      return;
    }
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key(poolId), String(result.uncorrectable));
    this.messages.add('pool_msg', {
      pid: poolId,
      data: {
        event: 'scrub_uncorrectable',
        name,
        errorsFound: result.errorsFound,
        corrected: result.corrected,
        uncorrectable: result.uncorrectable,
      },
    });
  }

  forget(poolId: string): void {
    this.db.prepare('DELETE FROM meta WHERE key = ?').run(key(poolId));
  }
}
