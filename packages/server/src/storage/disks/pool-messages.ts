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

/**
 * The storage messages an administrator reads and dismisses (`/zspool/message/delete`). Kept in
 * memory: after a restart the engine states again what still applies, as a NAS does after a boot.
 */
export class PoolMessages {
  private readonly messages: PoolMessage[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock = () => Math.floor(Date.now() / 1000)) {}

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
    return message;
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
      if (match(this.messages[index]!)) {
        this.messages.splice(index, 1);
        removed += 1;
      }
    }
    return removed;
  }
}
