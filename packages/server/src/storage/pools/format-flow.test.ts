import { describe, expect, it } from 'vitest';
import { StorageError } from '../storage-error.js';
import { parseRedundant } from './format-flow.js';

describe('parseRedundant (prepareFormat redundant)', () => {
  it.each([
    [undefined, { mode: '', needEncrypt: 0, pwd: '', pwdTips: '' }],
    ['', { mode: '', needEncrypt: 0, pwd: '', pwdTips: '' }],
    ['{"mode":"raid1"}', { mode: 'raid1', needEncrypt: 0, pwd: '', pwdTips: '' }],
    [
      '{"mode":"raid5","needEncrypt":1,"pwd":"Secret-1","pwdTips":"tip"}',
      { mode: 'raid5', needEncrypt: 1, pwd: 'Secret-1', pwdTips: 'tip' },
    ],
    ['{"mode":"basic","needEncrypt":"0"}', { mode: 'basic', needEncrypt: 0, pwd: '', pwdTips: '' }],
    [
      '{"mode":"basic","needEncrypt":true,"pwd":"x"}',
      { mode: 'basic', needEncrypt: 1, pwd: 'x', pwdTips: '' },
    ],
    // A password sealed with the 2048-bit device key, as the page sends it.
    [
      `{"mode":"raid1","needEncrypt":1,"pwd":"${'A'.repeat(344)}"}`,
      { mode: 'raid1', needEncrypt: 1, pwd: 'A'.repeat(344), pwdTips: '' },
    ],
  ])('%j', (raw, settings) => {
    expect(parseRedundant(raw)).toEqual(settings);
  });

  it.each([
    ['not json', 'redundant'],
    ['[1]', 'redundant'],
    ['"raid1"', 'redundant'],
    ['{"needEncrypt":1}', 'redundant.pwd'],
    ['{"needEncrypt":2}', 'redundant.needEncrypt'],
    ['{"mode":5}', 'redundant.mode'],
    [`{"pwdTips":"${'x'.repeat(300)}"}`, 'redundant.pwdTips'],
    [`{"needEncrypt":1,"pwd":"${'x'.repeat(1025)}"}`, 'redundant.pwd'],
  ])('refuses %j (C108005 %s)', (raw, field) => {
    let error: unknown;
    try {
      parseRedundant(raw);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'C108005', params: { field } });
  });
});
