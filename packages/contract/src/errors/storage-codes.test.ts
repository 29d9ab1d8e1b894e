import { describe, expect, it } from 'vitest';
import { messageOf } from './catalogue.js';
import { Code } from './codes.js';

describe('storage validation codes', () => {
  it.each<[string, string, Record<string, string | number>?]>([
    [Code.diskTooSmall, '所选硬盘容量应大于等于100GB', { size: '100GB' }],
    [Code.disksNeeded, '还需要2块硬盘组成存储池', { n: 2 }],
    [Code.spareTooSmall, '请选择大于等于4TB的硬盘作为热备盘', { size: '4TB' }],
    [Code.spareBelowPoolMinimum, '当前选中的空闲盘小于存储池最小硬盘大小，无法作为热备盘，请调整。'],
    [Code.raid10ExpandOdd, 'RAID10需要增加偶数数量的空闲硬盘进行扩容'],
    [Code.raid10WholeGroup, 'RAID10不可以同时选择同组全部硬盘。'],
    [Code.repairTooMany, '已超过当前模式可以选择的硬盘数量。'],
    [Code.repairMissingOrFaultyFirst, '请优先修复缺失或异常的硬盘'],
    [Code.repairMissingFirst, '请优先修复缺失的硬盘'],
    [Code.replacementsExceed, '所选修复盘数量大于被修复盘数量'],
    [Code.encryptionPasswordRule, '密码需要8位且必须为数字和大小写字母组合'],
    [Code.encryptionPasswordMismatch, '两次密码不一致，请检查'],
    [Code.encryptionHintTooLong, '密码提示不能多于25个字符'],
    [
      Code.noPoolAvailable,
      '新建存储池失败，请至少恢复一个存储池到可用状态，或删除所有存储池重启设备后重试。',
    ],
    [Code.encryptedPoolDamaged, '加密存储池异常，无法验证密码，请先处理故障的加密存储池后重试。'],
  ])('%s says the spec’s words: %s', (code, text, params) => {
    expect(messageOf(code as Parameters<typeof messageOf>[0], 'zh-CN', params)).toBe(text);
  });

  it('fills every placeholder of the English messages too', () => {
    expect(messageOf(Code.tooManyDisks, 'en', { mode: 'Basic', max: 1 })).toBe(
      'The Basic mode takes at most 1 disk(s)',
    );
  });
});
