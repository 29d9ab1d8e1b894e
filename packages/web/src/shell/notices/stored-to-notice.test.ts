import { describe, expect, it } from 'vitest';
import type { PoolMessageInfo } from '@coffer/contract';
import { i18n } from '../../i18n/i18n';
import { noticeContent } from './notice-content';
import { noticeFromMessage } from './stored-to-notice';

const zh = i18n.fixedT('zh-CN');
const en = i18n.fixedT('en');

function message(data: Record<string, unknown>): PoolMessageInfo {
  return {
    id: 7,
    type: 'pool_msg',
    action: 'pool_msg',
    level: 'error',
    pool_key: 'pool-1',
    time: 1_763_780_000,
    data,
  } as PoolMessageInfo;
}

describe('noticeFromMessage', () => {
  it('a scrub that left errors it could not repair: an error naming the pool and the count', () => {
    const notice = noticeFromMessage(
      message({ event: 'scrub_uncorrectable', name: 'SATA1', uncorrectable: 12, corrected: 0 }),
    )!;
    expect(notice).toMatchObject({ key: 'scrub-pool-1', level: 'error', messageId: 7 });
    expect(noticeContent(notice.body, zh).title).toBe('存储池「SATA1」数据校验发现无法修复的错误');
    expect(noticeContent(notice.body, zh).description).toContain('12 处数据无法修复');
    expect(noticeContent(notice.body, en).title).toBe(
      'The scrub of pool "SATA1" found errors it could not repair',
    );
  });

  it('an event it does not know shows nothing rather than an empty notice', () => {
    expect(noticeFromMessage(message({ event: 'something_new' }))).toBeNull();
  });
});
