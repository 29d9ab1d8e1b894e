import { z } from 'zod';
import { PUSH_TOPICS, type PushKind } from './push-constants.js';

/** The page's first frame (ARCHITECTURE "Wire protocol"); the token authenticates the socket. */
export const zPushRegister = z.object({
  type: z.literal('register'),
  app: z.string().max(64),
  device_id: z.string().max(128),
  platform: z.string().max(16),
  device: z.string().max(256),
  version: z.string().max(64),
  token: z.string().min(1).max(512),
});
export type PushRegister = z.infer<typeof zPushRegister>;

export const zPushPing = z.object({ type: z.literal('ping') });

/** After registering: start or stop receiving a topic's frames (PUSH_TOPICS). */
export const zPushSubscribe = z.object({ type: z.literal('subscribe'), topic: z.enum(PUSH_TOPICS) });
export const zPushUnsubscribe = z.object({ type: z.literal('unsubscribe'), topic: z.enum(PUSH_TOPICS) });

/** Frames the page may send. */
export const zPushClientFrame = z.discriminatedUnion('type', [
  zPushRegister,
  zPushPing,
  zPushSubscribe,
  zPushUnsubscribe,
]);
export type PushClientFrame = z.infer<typeof zPushClientFrame>;

/** Control frames the daemon answers with; `error` is followed by a close. */
export type PushControlFrame =
  { type: 'registered' } | { type: 'pong' } | { type: 'error'; code: string; msg: string };

/** An event frame: one of PUSH_KINDS with its data. */
export interface PushEvent<D = unknown> {
  type: PushKind;
  msguuid: string;
  /** Epoch milliseconds. */
  time: number;
  data: D;
}

export type PushServerFrame = PushControlFrame | PushEvent;

/**
 * PUSH-06: the fields of a storage progress message (storage_formatting, storage_raid1_recover,
 * storage_complete_change, storage_complete_failure). Every field is optional: each kind fills what
 * it knows.
 */
export interface StoragePushData {
  /** The job kind: format, balance, replace, scrub, wipe, smart, usage. */
  types?: string;
  /** The action or step name (new, spare, dilate, repair, extnew, …). */
  type?: string;
  job_id?: string;
  pool_id?: string;
  steps?: number;
  current?: number;
  state?: string;
  details?: string;
  total_size?: number;
  done_size?: number;
  used_size?: number;
  remain?: number;
  position?: string;
  recovering?: boolean;
  lasttime?: number;
  progress?: number;
}

/** storage_hotplug_hdd_add / storage_hotplug_hdd_remove. */
export interface HotplugPushData {
  sn: string;
  /** The bay or slot number. */
  pos: number;
  dev_type: string;
  /** Human size in 1024 steps ("3.64TB"). */
  size: string;
  /** Bytes. */
  total_size: number;
  model: string;
}

/**
 * file_opt_async: a long file operation (copy, move, delete, compress, …) has finished. PUSH-08
 * leaves the shape open; this is the one the daemon sends.
 */
export interface FileOperationPushData {
  task_id: string;
  /** copy, move, delete, compress, extract, … */
  action: string;
  state: 'done' | 'failed' | 'cancelled';
  /** What the operation was about, e.g. the first item's name. */
  name: string;
  total: number;
  failed: number;
}

/** new_device_login (PUSH-07): a real sign-in of the same account on another device. */
export interface NewDeviceLoginPushData {
  uid: number;
  username: string;
  device: string;
  platform: string;
  ip: string;
  /** Epoch seconds. */
  time: number;
}

/** reboot / shutdown: the device is going down; the page shows its waiting dialog. */
export interface PowerPushData {
  action: 'reboot' | 'shutdown';
  /** Epoch seconds. */
  time: number;
}
