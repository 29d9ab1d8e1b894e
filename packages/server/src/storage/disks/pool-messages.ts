import type { Db } from '../../db/open-database.js';
import type { Disk } from './disk.js';

/** spec 3 §3 "Messages" (STOR-ENT-09). */
export const POOL_MESSAGE_TYPES = ['pool_msg', 'cache_msg', 'new_hdd_msg', 'spare_hdd_msg'] as const;
export type PoolMessageType = (typeof POOL_MESSAGE_TYPES)[number];

export interface PoolMessage {
  id: number;
  type: PoolMessageType;
  /** Unix seconds. */
  time: number;
  /** The disk it is about, when it is about one. */
  sn?: string;
  /** The pool it is about, when it is about one. */
  pid?: string;
  data: Record<string, unknown>;
}

export type Clock = () => number;

interface MessageRow {
  id: number;
  type: string;
  time: number;
  sn: string | null;
  pid: string | null;
  data: string;
}

/**
 * The storage messages an administrator reads and dismisses (`/zspool/message/delete`). With a
 * database (migration 4 `pool_messages`) every change is written through, so the list and its ids
 * are the same after a restart; an id is never handed out twice, even after the newest is dismissed.
 */
export class PoolMessages {
  private readonly messages: PoolMessage[] = [];
  private nextId = 1;

  constructor(
    private readonly clock: Clock = () => Math.floor(Date.now() / 1000),
    private readonly db?: Db,
  ) {
    if (!db) return;
    const rows = db.prepare('SELECT id, type, time, sn, pid, data FROM pool_messages ORDER BY id').all();
    for (const row of rows as MessageRow[]) {
      if (!(POOL_MESSAGE_TYPES as readonly string[]).includes(row.type)) continue;
      this.messages.push({
        id: row.id,
        type: row.type as PoolMessageType,
        time: row.time,
        ...(row.sn === null ? {} : { sn: row.sn }),
        ...(row.pid === null ? {} : { pid: row.pid }),
        data: parseData(row.data),
      });
    }
    const last = db.prepare("SELECT value FROM meta WHERE key = 'pool_messages.last_id'").get() as
      { value: string } | undefined;
    const highest = Math.max(0, Number(last?.value ?? 0), ...this.messages.map((message) => message.id));
    this.nextId = highest + 1;
  }

  add(
    type: PoolMessageType,
    fields: { sn?: string; pid?: string; data?: Record<string, unknown> } = {},
  ): PoolMessage {
    const message: PoolMessage = {
      id: this.nextId++,
      type,
      time: this.clock(),
      ...(fields.sn === undefined ? {} : { sn: fields.sn }),
      ...(fields.pid === undefined ? {} : { pid: fields.pid }),
      data: fields.data ?? {},
    };
    this.messages.push(message);
    this.db?.transaction(() => {
      this.db!.prepare(
        'INSERT INTO pool_messages (id, type, time, sn, pid, data) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        message.id,
        type,
        message.time,
        fields.sn ?? null,
        fields.pid ?? null,
        JSON.stringify(message.data),
      );
      this.db!.prepare(
        "INSERT INTO meta (key, value) VALUES ('pool_messages.last_id', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      ).run(String(message.id));
    })();
    return message;
  }

  /**
   * A message that stands for the latest state of something (`key`, kept in `data.key`): an older
   * message with the same key is dropped, so a pool degraded then repaired leaves one message.
   */
  addReplacing(
    type: PoolMessageType,
    key: string,
    fields: { sn?: string; pid?: string; data?: Record<string, unknown> } = {},
  ): PoolMessage {
    this.removeWhere((message) => message.type === type && message.data.key === key);
    return this.add(type, { ...fields, data: { ...fields.data, key } });
  }

  /** A disk inserted while running: one message per disk, the latest insertion replacing an older one. */
  addNewDisk(disk: Disk): PoolMessage {
    this.removeWhere((message) => message.type === 'new_hdd_msg' && message.sn === disk.sn);
    return this.add('new_hdd_msg', {
      sn: disk.sn,
      data: { pos: disk.pos, dev_type: disk.dev_type, size: disk.size, model: disk.model },
    });
  }

  /** A new disk taken out again before anyone acted on it: its message no longer applies. */
  dropNewDisk(sn: string): void {
    this.removeWhere((message) => message.type === 'new_hdd_msg' && message.sn === sn);
  }

  /** At start: the new-disk messages of disks taken out while the daemon was down no longer apply. */
  keepNewDisksOf(present: ReadonlySet<string>): void {
    this.removeWhere(
      (message) => message.type === 'new_hdd_msg' && message.sn !== undefined && !present.has(message.sn),
    );
  }

  list(type?: PoolMessageType): PoolMessage[] {
    return this.messages.filter((message) => type === undefined || message.type === type);
  }

  /** Dismisses one message; false when no message has that id. */
  remove(id: number): boolean {
    return this.removeWhere((message) => message.id === id) > 0;
  }

  private removeWhere(match: (message: PoolMessage) => boolean): number {
    let removed = 0;
    for (let index = this.messages.length - 1; index >= 0; index -= 1) {
      const message = this.messages[index]!;
      if (match(message)) {
        this.messages.splice(index, 1);
        this.db?.prepare('DELETE FROM pool_messages WHERE id = ?').run(message.id);
        removed += 1;
      }
    }
    return removed;
  }
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
