import { describe, expect, it } from 'vitest';
import { CATALOGUE, COFFER_CODES, formatMessage, messageOf } from './catalogue.js';
import { SPEC_CODES } from './spec-codes.js';
import { CACHE_MISSING } from './cache-reasons.js';
import { Code } from './codes.js';
import { NETWORK_CODES } from './network-codes.js';
import { SIGN_OUT, isSignOutCode } from './sign-out.js';

/** Every code INVENTORY T4 names outside the network table. */
const T4_CODES = [
  200,
  304,
  401,
  500,
  504,
  510,
  511,
  100,
  101,
  'L009004',
  'N001207',
  'N001208',
  'N001100',
  'N001001',
  'N001209',
  'N001413',
  'N001602',
  'N001603',
  'N007104',
  'N987654',
  'S001074',
  'S001085',
  'QC001',
  'QC002',
  'QC003',
  'QC004',
  'N300005',
  'N300008',
  'N300029',
  'N300033',
  'N300034',
  'N300035',
  'N300036',
  'N300061',
  'N300087',
  'N300147',
  'N300148',
  'N300150',
  'N300410',
  'N300418',
  'N300802',
  'N300814',
  'N300815',
  'N302002',
  'N300046',
  'N300050',
  'N300051',
  'N300053',
];

describe('the error catalogue', () => {
  it.each(T4_CODES)('holds the spec code %s', (code) => {
    expect(CATALOGUE[String(code)]).toBeDefined();
  });

  it('holds every network-configuration code of spec 1 §8', () => {
    expect(Object.keys(NETWORK_CODES).map(Number)).toEqual(
      expect.arrayContaining([
        400, 404, 409, 500, 4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 4010,
      ]),
    );
  });

  it('gives every code a Chinese and an English message', () => {
    for (const [code, text] of Object.entries(CATALOGUE)) {
      expect(text.zh.trim(), code).not.toBe('');
      expect(text.en.trim(), code).not.toBe('');
      expect(text.zh, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('uses the spec’s Chinese verbatim where it gives it', () => {
    expect(SPEC_CODES.N300148.zh).toBe(
      '密码错误超过5次，挂载失败。如需重新挂载，请重启设备后，重新输入密码。',
    );
    expect(SPEC_CODES.N300150.zh).toBe('未设置密码提示');
    expect(messageOf('N300147', 'zh-CN', { remaining: 3 })).toBe('密码错误，还有3次机会');
  });

  it('keeps the project’s codes apart from the spec’s', () => {
    for (const code of Object.keys(COFFER_CODES)) expect(code in SPEC_CODES).toBe(false);
    for (const code of Object.values(Code)) expect(COFFER_CODES[code]).toBeDefined();
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('try in {minutes} min', { minutes: 15 })).toBe('try in 15 min');
    expect(formatMessage('{unknown}', {})).toBe('{unknown}');
    expect(messageOf(Code.loginLocked, 'en', { minutes: 15 })).toContain('15 minutes');
  });

  it('words a two-language placeholder in the message’s language', () => {
    const missing = CACHE_MISSING.neither;
    expect(messageOf(Code.cacheUnsupported, 'en', { missing })).toBe(
      'SSD cache is not supported: this kernel has neither bcache nor device-mapper cache',
    );
    expect(messageOf(Code.cacheUnsupported, 'zh-CN', { missing })).toBe(
      '不支持SSD缓存：此设备的内核既没有bcache，也没有device-mapper缓存',
    );
  });
});

describe('sign-out codes', () => {
  it('are catalogue codes with one meaning each', () => {
    const codes = Object.values(SIGN_OUT);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(CATALOGUE[code]).toBeDefined();
  });

  it('recognise exactly the sign-out codes', () => {
    expect(isSignOutCode('N001100')).toBe(true);
    expect(isSignOutCode('L009004')).toBe(true);
    expect(isSignOutCode('C101001')).toBe(false);
    expect(isSignOutCode(200)).toBe(false);
  });
});

describe('docs/error-codes.md', () => {
  it('lists every code Coffer adds', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../../../docs/error-codes.md', import.meta.url), 'utf8');
    for (const code of Object.keys(COFFER_CODES)) expect(doc).toContain(`| ${code} |`);
  });
});
