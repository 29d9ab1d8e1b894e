import type { TFunction } from '../../i18n/i18n';
import { formatSize } from '../format/format-size';
import { formatDateTime } from '../format/relative-time';
import type { NoticeBody } from './notice-types';

export interface NoticeContent {
  title: string;
  description: string;
}

/** Where a disk sits, in words (dev_type and pos as the disk list reports them). */
export function diskPosition(devType: string, pos: string, t: TFunction): string {
  switch (devType) {
    case 'sata':
      return pos ? t('notices.bay', { pos }) : t('notices.unknownPosition');
    case 'nvme':
      return pos ? t('notices.m2Slot', { pos }) : t('notices.unknownPosition');
    case 'esata':
      return pos ? t('notices.esataBay', { pos }) : t('notices.unknownPosition');
    case 'usb':
    case 'type-c':
      return t('notices.usbPort');
    default:
      return pos || t('notices.unknownPosition');
  }
}

function sizeText(size: string): string {
  return /^\d+$/.test(size) ? formatSize(Number(size)) : size;
}

const TASK_KEYS = {
  format: 'notices.taskFormat',
  balance: 'notices.taskBalance',
  replace: 'notices.taskReplace',
  scrub: 'notices.taskScrub',
  wipe: 'notices.taskWipe',
  smart: 'notices.taskSmart',
  usage: 'notices.taskUsage',
  migrate: 'notices.taskMigrate',
} as const;

function taskName(task: string, t: TFunction): string {
  const key = TASK_KEYS[task as keyof typeof TASK_KEYS] ?? 'notices.taskOther';
  return t(key);
}

const POOL_HEALTH_TITLES = {
  pool_degraded: 'notices.poolDegradedTitle',
  pool_damage: 'notices.poolDamageTitle',
  pool_suspended: 'notices.poolSuspendedTitle',
  pool_repaired: 'notices.poolRepairedTitle',
} as const;

/** A notice's title and description in the current language. */
export function noticeContent(body: NoticeBody, t: TFunction): NoticeContent {
  switch (body.kind) {
    case 'diskAdded':
      return {
        title: t('notices.diskAddedTitle'),
        description: t('notices.diskAddedBody', {
          position: diskPosition(body.devType, body.pos, t),
          size: sizeText(body.size),
        }),
      };
    case 'diskRemoved':
      return {
        title: t('notices.diskRemovedTitle'),
        description: t('notices.diskRemovedBody', {
          position: diskPosition(body.devType, body.pos, t),
          sn: body.sn,
        }),
      };
    case 'newDeviceLogin':
      return {
        title: t('notices.newDeviceLoginTitle'),
        description: t('notices.newDeviceLoginBody', {
          device: body.device,
          ip: body.ip,
          time: formatDateTime(body.at),
        }),
      };
    case 'storageDone': {
      const task = taskName(body.task, t);
      const title = body.state === 'cancelled' ? 'notices.storageCancelledTitle' : 'notices.storageDoneTitle';
      return { title: t(title, { task }), description: '' };
    }
    case 'storageFailed':
      return {
        title: t('notices.storageFailedTitle', { task: taskName(body.task, t) }),
        description: body.details,
      };
    case 'poolHealth':
      return {
        title: t(POOL_HEALTH_TITLES[body.event], { name: body.name }),
        description:
          body.event === 'pool_repaired'
            ? ''
            : t('notices.poolHealthBody', { missing: body.missingNum, faulty: body.errorNum }),
      };
    case 'diskFailing':
      return {
        title: t('notices.diskFailingTitle'),
        description: t('notices.diskRemovedBody', {
          position: diskPosition(body.devType, body.pos, t),
          sn: body.sn,
        }),
      };
    case 'scrubUncorrectable':
      return {
        title: t('notices.scrubUncorrectableTitle', { name: body.name }),
        description: t('notices.scrubUncorrectableBody', { count: body.uncorrectable }),
      };
    case 'fileOperation': {
      const title =
        body.state === 'failed' || body.failed > 0
          ? 'notices.fileOperationFailedTitle'
          : body.state === 'cancelled'
            ? 'notices.fileOperationCancelledTitle'
            : 'notices.fileOperationDoneTitle';
      return {
        title: t(title),
        description: t('notices.fileOperationBody', {
          name: body.name,
          total: body.total,
          failed: body.failed,
        }),
      };
    }
  }
}
