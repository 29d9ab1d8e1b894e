export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

/** What a notice says, and the facts it needs; texts are made when shown, in the current language. */
export type NoticeBody =
  | { kind: 'diskAdded'; devType: string; pos: string; size: string; sn: string }
  | { kind: 'diskRemoved'; devType: string; pos: string; size: string; sn: string }
  | { kind: 'newDeviceLogin'; uid: number; username: string; device: string; ip: string; at: number }
  | { kind: 'storageDone'; task: string; state: string }
  | { kind: 'storageFailed'; task: string; details: string }
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
}

export type NoticeInput = Omit<Notice, 'read'>;
