/** The push channel's path on the daemon's port (spec 3 §4; PUSH-02). */
export const PUSH_PATH = '/push/ws';

/** PUSH-04: the page pings every 20 s; reconnects 500 ms after an error, 2 s when the socket is not open. */
export const PUSH_TIMING = {
  pingMs: 20_000,
  retryAfterErrorMs: 500,
  retryNotOpenMs: 2_000,
} as const;

/** PUSH-05: every kind the daemon sends. */
export const PUSH_KINDS = [
  'file_opt_async',
  'storage_formatting',
  'storage_raid1_recover',
  'storage_hotplug_hdd_add',
  'storage_hotplug_hdd_remove',
  'storage_complete_change',
  'storage_complete_failure',
  'new_device_login',
  'upgrade_progress',
  'shutdown',
  'reboot',
  // The monitor's sample of each second, only to the pages subscribed to the `monitor` topic.
  'monitor_sample',
] as const;

export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * Topics a page subscribes to on its socket (`{type: 'subscribe', topic}`), for frames too frequent
 * to send to every page: only subscribed sockets get them, until they unsubscribe or close.
 */
export const PUSH_TOPICS = ['monitor'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
