import type { SystemAlertInfo } from '@coffer/contract';
import type { AlertCondition } from './alert-conditions.js';

interface Entry {
  condition: AlertCondition;
  id: string;
  since: number;
  acknowledged: boolean;
  /** The people who closed this occurrence (SET-DEV-07); it goes with the occurrence. */
  closedBy: Set<number>;
}

/**
 * Which conditions are alerts and which the master acknowledged. A condition keeps its id while it
 * lasts; once it clears, its acknowledgement goes with it, so a return is a new, unacknowledged
 * alert. Kept in memory: after a restart every standing condition is news again.
 */
export class AlertBook {
  private readonly entries = new Map<string, Entry>();
  private next = 1;

  /** `tag` keeps ids of this run apart from an earlier run's, which a page may still hold. */
  constructor(private readonly tag: string) {}

  /** The conditions measured now; answers whether the alerts changed. */
  update(conditions: readonly AlertCondition[], nowSeconds: number): boolean {
    let changed = false;
    const keys = new Set(conditions.map((found) => found.key));
    for (const key of [...this.entries.keys()]) {
      if (keys.has(key)) continue;
      this.entries.delete(key);
      changed = true;
    }
    for (const found of conditions) {
      const entry = this.entries.get(found.key);
      if (entry) {
        changed ||= JSON.stringify(entry.condition) !== JSON.stringify(found);
        entry.condition = found;
        continue;
      }
      const id = `${found.kind}-${this.tag}-${this.next++}`;
      this.entries.set(found.key, {
        condition: found,
        id,
        since: nowSeconds,
        acknowledged: false,
        closedBy: new Set(),
      });
      changed = true;
    }
    return changed;
  }

  /** Answers false when no current alert has the id. */
  acknowledge(id: string): boolean {
    const entry = this.byId(id);
    if (!entry) return false;
    entry.acknowledged = true;
    return true;
  }

  /** One person closes an occurrence for themselves; false when no current alert has the id. */
  close(id: string, userId: number): boolean {
    const entry = this.byId(id);
    if (!entry) return false;
    entry.closedBy.add(userId);
    return true;
  }

  /** The administrators' alerts, oldest first; `closed` as `userId` left them (false without one). */
  list(userId?: number): SystemAlertInfo[] {
    return [...this.entries.values()]
      .sort((a, b) => a.since - b.since)
      .map(({ condition, id, since, acknowledged, closedBy }) => ({
        id,
        kind: condition.kind,
        level: condition.level,
        area: condition.area,
        subject: condition.subject,
        measured: condition.measured,
        limit: condition.limit,
        needsRisk: condition.needsRisk,
        acknowledged,
        closed: userId !== undefined && closedBy.has(userId),
        since,
      }));
  }

  private byId(id: string): Entry | undefined {
    return [...this.entries.values()].find((candidate) => candidate.id === id);
  }
}

/** Pure: the ordinary user's variant: what and where in general, never which disk or pool. */
export function userVariant(alert: SystemAlertInfo): SystemAlertInfo {
  return { ...alert, subject: null };
}
