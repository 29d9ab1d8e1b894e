import type { PoolMessageInfo } from '@coffer/contract';
import type { NoticeInput, PoolHealthEvent } from './notice-types';

const HEALTH_EVENTS: readonly string[] = ['pool_degraded', 'pool_damage', 'pool_suspended', 'pool_repaired'];

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function count(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/**
 * The notice a stored storage message becomes, or null. Keys are those of the push notices of the
 * same event (a job's outcome `storage-<job id>`, a disk `disk-<serial>`), so a message stored while
 * the page was open merges with the notice its push event made instead of showing twice.
 */
export function noticeFromMessage(message: PoolMessageInfo): NoticeInput | null {
  const data = message.data;
  const time = message.time * 1000;
  const stored = { time, messageId: message.id };
  const sn = message.sn ?? text(data.sn);
  const disk = { devType: text(data.dev_type), pos: text(data.pos), sn };
  if (message.type === 'new_hdd_msg') {
    return {
      ...stored,
      key: `disk-${sn}`,
      level: 'info',
      body: { kind: 'diskAdded', ...disk, size: text(data.size) },
    };
  }
  if (message.type !== 'pool_msg') return null;
  const event = text(data.event);
  if (HEALTH_EVENTS.includes(event)) {
    return {
      ...stored,
      key: `pool-health-${message.pool_key}`,
      level: event === 'pool_repaired' ? 'success' : event === 'pool_degraded' ? 'warning' : 'error',
      body: {
        kind: 'poolHealth',
        event: event as PoolHealthEvent,
        name: text(data.name),
        missingNum: count(data.missingNum),
        errorNum: count(data.errorNum),
      },
    };
  }
  switch (event) {
    case 'disk_removed':
      return {
        ...stored,
        key: `disk-${sn}`,
        level: 'warning',
        body: { kind: 'diskRemoved', ...disk, size: text(data.size) },
      };
    case 'disk_failing':
      return { ...stored, key: `disk-${sn}`, level: 'error', body: { kind: 'diskFailing', ...disk } };
    case 'scrub_uncorrectable':
      return {
        ...stored,
        key: `scrub-${message.pool_key}`,
        level: 'error',
        body: { kind: 'scrubUncorrectable', name: text(data.name), uncorrectable: count(data.uncorrectable) },
      };
    case 'job_done':
      return {
        ...stored,
        key: `storage-${text(data.jobId)}`,
        level: 'success',
        body: { kind: 'storageDone', task: text(data.job), state: 'done' },
      };
    case 'job_failed':
      return {
        ...stored,
        key: `storage-${text(data.jobId)}`,
        level: 'error',
        body: { kind: 'storageFailed', task: text(data.job), details: '' },
      };
    default:
      return null;
  }
}
