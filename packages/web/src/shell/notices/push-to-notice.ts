import type {
  FileOperationPushData,
  HotplugPushData,
  NewDeviceLoginPushData,
  PushEvent,
  PushKind,
  StoragePushData,
} from '@coffer/contract';
import type { NoticeInput } from './notice-types';

/** PUSH-07: the push kinds that become notices in the centre. */
export const NOTICE_PUSH_KINDS = [
  'storage_hotplug_hdd_add',
  'storage_hotplug_hdd_remove',
  'new_device_login',
  'storage_complete_change',
  'storage_complete_failure',
  'file_opt_async',
] as const satisfies readonly PushKind[];

export type NoticePushKind = (typeof NOTICE_PUSH_KINDS)[number];

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A disk's size as sent: bytes (formatted when shown) or the daemon's own text ("3.64TB"). */
function diskSize(data: Partial<HotplugPushData> & { total_size?: unknown }): string {
  if (typeof data.total_size === 'number') return String(data.total_size);
  return text(data.size);
}

function diskFacts(data: Partial<HotplugPushData> & { total_size?: unknown }) {
  return { devType: text(data.dev_type), pos: text(data.pos), size: diskSize(data), sn: text(data.sn) };
}

/**
 * The notice a push event becomes, or null. Keys merge what belongs together (GEN-11): one disk's
 * insert and removal share a key, so the latest state of a bay is what the list shows; sign-ins
 * from the same device and address merge; a job's outcome is one notice.
 */
export function noticeFromPush(event: PushEvent): NoticeInput | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case 'storage_hotplug_hdd_add':
    case 'storage_hotplug_hdd_remove': {
      const facts = diskFacts(data as Partial<HotplugPushData>);
      const added = event.type === 'storage_hotplug_hdd_add';
      return {
        key: `disk-${facts.sn || `${facts.devType}${facts.pos}`}`,
        level: added ? 'info' : 'warning',
        time: event.time,
        body: { kind: added ? 'diskAdded' : 'diskRemoved', ...facts },
      };
    }
    case 'new_device_login': {
      const login = data as Partial<NewDeviceLoginPushData>;
      const at = typeof login.time === 'number' ? login.time * 1000 : event.time;
      return {
        key: `login-${text(login.device)}-${text(login.ip)}`,
        level: 'warning',
        time: event.time,
        body: {
          kind: 'newDeviceLogin',
          uid: typeof login.uid === 'number' ? login.uid : 0,
          username: text(login.username),
          device: text(login.device),
          ip: text(login.ip),
          at,
        },
      };
    }
    case 'storage_complete_change':
    case 'storage_complete_failure': {
      const job = data as StoragePushData;
      const key = `storage-${job.job_id ?? job.pool_id ?? event.msguuid}`;
      const task = text(job.types);
      if (event.type === 'storage_complete_failure') {
        // `details` repeats the step name when the daemon has no error text; that is not news.
        const details = job.details && job.details !== job.type ? job.details : '';
        return { key, level: 'error', time: event.time, body: { kind: 'storageFailed', task, details } };
      }
      const state = text(job.state) || 'done';
      return {
        key,
        level: state === 'cancelled' ? 'info' : 'success',
        time: event.time,
        body: { kind: 'storageDone', task, state },
      };
    }
    case 'file_opt_async': {
      const operation = data as Partial<FileOperationPushData>;
      const state = text(operation.state) || 'done';
      const failed = typeof operation.failed === 'number' ? operation.failed : 0;
      return {
        key: `file-${text(operation.task_id) || event.msguuid}`,
        level: state === 'failed' || failed > 0 ? 'error' : state === 'cancelled' ? 'info' : 'success',
        time: event.time,
        body: {
          kind: 'fileOperation',
          action: text(operation.action),
          state,
          name: text(operation.name),
          total: typeof operation.total === 'number' ? operation.total : 0,
          failed,
        },
      };
    }
    default:
      return null;
  }
}
