import type {
  HotplugPushData,
  MonitorSample,
  NewDeviceLoginPushData,
  PowerPushData,
  PushEvent,
  PushKind,
  PushTopic,
  StoragePushData,
} from '@coffer/contract';

/** The data each push kind carries (contract push-frames); kinds without a fixed shape are unknown. */
export interface PushDataByKind {
  file_opt_async: unknown;
  storage_formatting: StoragePushData;
  storage_raid1_recover: StoragePushData;
  storage_hotplug_hdd_add: HotplugPushData;
  storage_hotplug_hdd_remove: HotplugPushData;
  storage_complete_change: StoragePushData;
  storage_complete_failure: StoragePushData;
  new_device_login: NewDeviceLoginPushData;
  upgrade_progress: unknown;
  shutdown: PowerPushData;
  reboot: PowerPushData;
  monitor_sample: MonitorSample;
}

export type PushHandler<K extends PushKind> = (
  data: PushDataByKind[K],
  event: PushEvent<PushDataByKind[K]>,
) => void;

/** A tiny event bus: push events fan out to the handlers of their kind. */
export function createPushBus() {
  const handlers = new Map<PushKind, Set<PushHandler<PushKind>>>();

  function on<K extends PushKind>(kind: K, handler: PushHandler<K>): () => void {
    let set = handlers.get(kind);
    if (!set) {
      set = new Set();
      handlers.set(kind, set);
    }
    const added = handler as PushHandler<PushKind>;
    set.add(added);
    return () => {
      set.delete(added);
    };
  }

  function emit(event: PushEvent): void {
    for (const handler of [...(handlers.get(event.type) ?? [])]) {
      // One failing handler must not keep the event from the others.
      try {
        handler(event.data as never, event as PushEvent<never>);
      } catch (error) {
        console.error(`Push handler for ${event.type} failed`, error);
      }
    }
  }

  return { on, emit };
}

const pageBus = createPushBus();

/** Calls `handler` for every push event of `kind`; returns the function that stops it. */
export const onPush = pageBus.on;

/** Hands an event from the push connection to the page's handlers. */
export const emitPush = pageBus.emit;

const registeredListeners = new Set<() => void>();

/**
 * Calls `listener` each time the push connection is registered: at sign-in and after a reconnection,
 * when events sent while the page was away must be fetched; returns the function that stops it.
 */
export function onPushRegistered(listener: () => void): () => void {
  registeredListeners.add(listener);
  return () => registeredListeners.delete(listener);
}

/** The push connection was registered (push-connection.tsx). */
export function emitPushRegistered(): void {
  for (const listener of [...registeredListeners]) listener();
}

const topicCounts = new Map<PushTopic, number>();
const topicListeners = new Set<(topic: PushTopic, subscribed: boolean) => void>();

/**
 * Asks the daemon for a topic's frames (the monitor's samples) while something on the page needs
 * them; answers the function that releases it. The socket subscribes at the first and unsubscribes
 * after the last release, and subscribes again after each reconnection.
 */
export function subscribePushTopic(topic: PushTopic): () => void {
  const count = topicCounts.get(topic) ?? 0;
  topicCounts.set(topic, count + 1);
  if (count === 0) for (const listener of [...topicListeners]) listener(topic, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (topicCounts.get(topic) ?? 1) - 1;
    if (left > 0) {
      topicCounts.set(topic, left);
      return;
    }
    topicCounts.delete(topic);
    for (const listener of [...topicListeners]) listener(topic, false);
  };
}

/** The topics the page wants now. */
export function subscribedPushTopics(): PushTopic[] {
  return [...topicCounts.keys()];
}

/** Tells `listener` when the page starts or stops wanting a topic; answers the function that stops it. */
export function onPushTopicChange(listener: (topic: PushTopic, subscribed: boolean) => void): () => void {
  topicListeners.add(listener);
  return () => topicListeners.delete(listener);
}
