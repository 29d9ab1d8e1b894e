export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

/** A pool's change of health as the daemon stores it (storage-event-messages.ts). */
export type PoolHealthEvent = 'pool_degraded' | 'pool_damage' | 'pool_suspended' | 'pool_repaired';

/** What a notice says, and the facts it needs; texts are made when shown, in the current language. */
export type NoticeBody =
  | { kind: 'diskAdded'; devType: string; pos: string; size: string; sn: string }
  | { kind: 'diskRemoved'; devType: string; pos: string; size: string; sn: string }
  | { kind: 'newDeviceLogin'; uid: number; username: string; device: string; ip: string; at: number }
  | { kind: 'storageDone'; task: string; state: string }
  | { kind: 'storageFailed'; task: string; details: string }
  | { kind: 'poolHealth'; event: PoolHealthEvent; name: string; missingNum: number; errorNum: number }
  | { kind: 'diskFailing'; devType: string; pos: string; sn: string }
  | { kind: 'scrubUncorrectable'; name: string; uncorrectable: number }
  | { kind: 'fileOperation'; action: string; state: string; name: string; total: number; failed: number };

export type NoticeKind = NoticeBody['kind'];

/** GEN-11: a notice; a newer one with the same key replaces it. */
export interface Notice {
  key: string;
  level: NoticeLevel;
  /** Epoch milliseconds. */
  time: number;
  read: boolean;
  body: NoticeBody;
  /** The stored storage message it shows (`/zspool/message/list`); dismissing it deletes that. */
  messageId?: number;
}

export type NoticeInput = Omit<Notice, 'read'>;
