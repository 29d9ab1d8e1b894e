import type { PpsAction, PpsEntry } from '@coffer/contract';

/** The next time (Unix ms, local time) an entry comes round strictly after `now`. */
export function nextOccurrence(entry: PpsEntry, now: number): number {
  const [hours, minutes] = entry.time.split(':').map(Number) as [number, number];
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = new Date(now);
    day.setDate(day.getDate() + ahead);
    day.setHours(hours, minutes, 0, 0);
    if (entry.days.includes(day.getDay()) && day.getTime() > now) return day.getTime();
  }
  throw new Error(`no day in ${JSON.stringify(entry.days)}`);
}

/** The soonest time any entry of `action` comes round after `now`; undefined when there is none. */
export function nextOf(entries: readonly PpsEntry[], action: PpsAction, now: number): number | undefined {
  const times = entries.filter((entry) => entry.action === action).map((entry) => nextOccurrence(entry, now));
  return times.length === 0 ? undefined : Math.min(...times);
}

/** Two entries of the same action planned on a same day at the same time; undefined when none. */
export function duplicateOf(entries: readonly PpsEntry[]): PpsAction | undefined {
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const day of entry.days) {
      const key = `${entry.action} ${day} ${entry.time}`;
      if (seen.has(key)) return entry.action;
      seen.add(key);
    }
  }
  return undefined;
}
