import {
  NOTICE_EVENTS,
  type NoticeEvent,
  type NoticeSettings as NoticeSettingsAnswer,
} from '@coffer/contract';
import type { Db } from '../../../db/open-database.js';

/** `meta` key of the events an administrator turned off, as a JSON array; every event is on by default. */
const META_KEY = 'notice_events.off';

/**
 * Which system events raise notices on this device (sysNotice): the system alerts the poll carries
 * (disk temperature, SMART, pool capacity, RAID resync) and the new-device sign-in warning. A turned
 * off event is not raised at all, for anyone.
 */
export class NoticeSettings {
  private off: Set<NoticeEvent>;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly db: Db) {
    this.off = new Set(this.read());
  }

  enabled(event: NoticeEvent): boolean {
    return !this.off.has(event);
  }

  /** Told after each change (the poll answers again with the alerts that are on). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  load(): NoticeSettingsAnswer {
    return { events: NOTICE_EVENTS.map((event) => ({ event, enabled: this.enabled(event) })) };
  }

  set(event: NoticeEvent, enabled: boolean): NoticeSettingsAnswer {
    const next = new Set(this.off);
    if (enabled) next.delete(event);
    else next.add(event);
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(META_KEY, JSON.stringify([...next].sort()));
    this.off = next;
    for (const listener of this.listeners) listener();
    return this.load();
  }

  private read(): NoticeEvent[] {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(META_KEY) as
      { value: string } | undefined;
    try {
      const value: unknown = row ? JSON.parse(row.value) : [];
      return Array.isArray(value)
        ? value.filter((event): event is NoticeEvent => NOTICE_EVENTS.includes(event))
        : [];
    } catch {
      return [];
    }
  }
}
