import { describe, expect, it } from 'vitest';
import type { PushEvent } from '@coffer/contract';
import { i18n } from '../../i18n/i18n';
import { formatDateTime } from '../format/relative-time';
import { noticeContent } from './notice-content';
import { noticeFromPush } from './push-to-notice';

const zh = i18n.fixedT('zh-CN');
const en = i18n.fixedT('en');
const TIME = 1_763_780_000_000;

function event(type: PushEvent['type'], data: unknown, msguuid = 'm-1'): PushEvent {
  return { type, msguuid, time: TIME, data };
}

const disk = { sn: 'WD-123', pos: '3', dev_type: 'sata', size: 4 * 1024 ** 4, model: 'WD40' };

describe('noticeFromPush', () => {
  it('a new disk: its bay and size', () => {
    const notice = noticeFromPush(event('storage_hotplug_hdd_add', disk))!;
    expect(notice).toMatchObject({ key: 'disk-WD-123', level: 'info', time: TIME });
    expect(noticeContent(notice.body, zh)).toEqual({
      title: '检测到新硬盘插入',
      description: '3号盘位，容量 4 TB',
    });
    expect(noticeContent(notice.body, en)).toEqual({
      title: 'New disk inserted',
      description: 'Bay 3, 4 TB',
    });
  });

  it('a removed disk shares the key of its insertion, so the latest state replaces it', () => {
    const notice = noticeFromPush(event('storage_hotplug_hdd_remove', disk))!;
    expect(notice).toMatchObject({ key: 'disk-WD-123', level: 'warning' });
    expect(noticeContent(notice.body, zh)).toEqual({
      title: '硬盘已移除',
      description: '3号盘位，序列号 WD-123',
    });
  });

  it('takes the daemon size text and numeric positions as they come', () => {
    const notice = noticeFromPush(
      event('storage_hotplug_hdd_add', { sn: 'S', pos: 2, dev_type: 'nvme', size: '512GB', model: 'M' }),
    )!;
    expect(noticeContent(notice.body, en).description).toBe('M.2 slot 2, 512GB');
    const usb = noticeFromPush(event('storage_hotplug_hdd_add', { ...disk, dev_type: 'usb', pos: 0 }))!;
    expect(noticeContent(usb.body, zh).description).toBe('USB 接口，容量 4 TB');
  });

  it('a sign-in on another device: device, address and time', () => {
    const at = 1_763_779_000;
    const notice = noticeFromPush(
      event('new_device_login', {
        uid: 2,
        username: 'alice',
        device: 'PC Firefox 140',
        platform: 'web',
        ip: '10.0.0.9',
        time: at,
      }),
    )!;
    expect(notice).toMatchObject({ key: 'login-PC Firefox 140-10.0.0.9', level: 'warning' });
    expect(noticeContent(notice.body, zh)).toEqual({
      title: '新设备登录提醒',
      description: `你的账号已在其他设备登录：PC Firefox 140，10.0.0.9，${formatDateTime(at * 1000)}`,
    });
  });

  it('a finished, a cancelled and a failed storage job, one notice per job', () => {
    const done = noticeFromPush(
      event('storage_complete_change', { types: 'balance', job_id: 'j1', state: 'done' }),
    )!;
    expect(done).toMatchObject({ key: 'storage-j1', level: 'success' });
    expect(noticeContent(done.body, zh).title).toBe('存储池扩容已完成');
    const cancelled = noticeFromPush(
      event('storage_complete_change', { types: 'scrub', job_id: 'j2', state: 'cancelled' }),
    )!;
    expect(cancelled.level).toBe('info');
    expect(noticeContent(cancelled.body, en).title).toBe('Data scrub cancelled');
    const failed = noticeFromPush(
      event('storage_complete_failure', {
        types: 'replace',
        job_id: 'j1',
        type: 'repair',
        details: 'device busy',
      }),
    )!;
    expect(failed).toMatchObject({ key: 'storage-j1', level: 'error' });
    expect(noticeContent(failed.body, en)).toEqual({
      title: 'Pool repair failed',
      description: 'device busy',
    });
  });

  it('leaves out a failure detail that only repeats the step name', () => {
    const failed = noticeFromPush(
      event('storage_complete_failure', { types: 'wipe', type: 'wiping', details: 'wiping' }),
    )!;
    expect(failed.key).toBe('storage-m-1');
    expect(noticeContent(failed.body, zh)).toEqual({ title: '硬盘擦除失败', description: '' });
  });

  it('a finished file operation, and one with failures', () => {
    const done = noticeFromPush(
      event('file_opt_async', {
        task_id: 't1',
        action: 'copy',
        state: 'done',
        name: 'Photos',
        total: 12,
        failed: 0,
      }),
    )!;
    expect(done).toMatchObject({ key: 'file-t1', level: 'success' });
    expect(noticeContent(done.body, zh)).toEqual({
      title: '文件操作已完成',
      description: 'Photos：共 12 项，失败 0 项',
    });
    const partial = noticeFromPush(
      event('file_opt_async', {
        task_id: 't2',
        action: 'move',
        state: 'done',
        name: 'a.txt',
        total: 3,
        failed: 1,
      }),
    )!;
    expect(partial.level).toBe('error');
    expect(noticeContent(partial.body, en).title).toBe('File operation not fully completed');
  });

  it.each(['storage_formatting', 'storage_raid1_recover', 'upgrade_progress', 'reboot', 'shutdown'] as const)(
    '%s is not a notice',
    (kind) => {
      expect(noticeFromPush(event(kind, {}))).toBeNull();
    },
  );
});
