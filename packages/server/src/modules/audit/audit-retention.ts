import { LOG_KEEP_DAYS } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import type { AuditLog } from './audit-log.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the audit log is kept (logSetting, table `audit_settings`, migration 16) and the prune
 * that enforces it: rows older than the kept days go, at start, daily and when the setting changes.
 * The prune is the one way rows leave the log, and it is itself written to the log.
 */
export class AuditRetention {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly now: () => number = Date.now,
  ) {}

  keepDays(): number {
    const row = this.db.prepare('SELECT keep_days FROM audit_settings WHERE id = 1').get() as
      { keep_days: number } | undefined;
    return row?.keep_days ?? LOG_KEEP_DAYS.default;
  }

  /** Stores the setting and prunes by it at once; answers how many rows went. */
  setKeepDays(days: number): number {
    this.db
      .prepare(
        'INSERT INTO audit_settings (id, keep_days) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET keep_days = excluded.keep_days',
      )
      .run(days);
    return this.deleteOlder(days);
  }

  /** The scheduled prune: writes one `log.prune` row when it removed any. */
  prune(): number {
    const keepDays = this.keepDays();
    const pruned = this.deleteOlder(keepDays);
    if (pruned > 0) {
      this.audit.record({ category: 'system', action: 'log.prune', detail: { keepDays, pruned } });
    }
    return pruned;
  }

  /** Prunes now and then once a day until `stop`. */
  start(): void {
    this.prune();
    this.timer = setInterval(() => this.prune(), DAY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private deleteOlder(days: number): number {
    const { changes } = this.db.prepare('DELETE FROM audit_log WHERE at < ?').run(this.now() - days * DAY_MS);
    // The action log's marks of pruned rows mark nothing any more.
    if (changes > 0) {
      this.db.prepare('DELETE FROM action_log_marks WHERE audit_id NOT IN (SELECT id FROM audit_log)').run();
    }
    return changes;
  }
}
