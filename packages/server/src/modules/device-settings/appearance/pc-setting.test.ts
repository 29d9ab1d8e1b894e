import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { changePcSetting, DEFAULT_PC_SETTING, readPcSetting } from './pc-setting.js';

describe('readPcSetting', () => {
  it.each([
    [null, null, DEFAULT_PC_SETTING],
    [null, '"dusk"', { ...DEFAULT_PC_SETTING, wallpaper: 'dusk' }],
    [
      '{"wallpaper":"ocean","theme":"dark","custom_wallpaper":0}',
      '"dusk"',
      { wallpaper: 'ocean', theme: 'dark', custom_wallpaper: 0 },
    ],
    [
      '{"wallpaper":"custom","theme":"light","custom_wallpaper":7}',
      null,
      { wallpaper: 'custom', theme: 'light', custom_wallpaper: 7 },
    ],
    ['{"wallpaper":"custom","custom_wallpaper":0}', null, DEFAULT_PC_SETTING],
    ['{"wallpaper":"lava","theme":"neon"}', null, DEFAULT_PC_SETTING],
    ['not json', '"slate"', { ...DEFAULT_PC_SETTING, wallpaper: 'slate' }],
  ])('%s with legacy %s', (stored, legacy, expected) => {
    expect(readPcSetting(stored, legacy)).toEqual(expected);
  });
});

describe('changePcSetting', () => {
  it('changes only what is given', () => {
    expect(changePcSetting(DEFAULT_PC_SETTING, { theme: 'dark' })).toEqual({
      ...DEFAULT_PC_SETTING,
      theme: 'dark',
    });
    expect(changePcSetting(DEFAULT_PC_SETTING, { wallpaper: 'meadow' })).toEqual({
      ...DEFAULT_PC_SETTING,
      wallpaper: 'meadow',
    });
  });

  it('refuses the uploaded wallpaper before there is one', () => {
    expect(() => changePcSetting(DEFAULT_PC_SETTING, { wallpaper: 'custom' })).toThrow(
      expect.objectContaining({ code: Code.wallpaperMissing }),
    );
    expect(
      changePcSetting({ ...DEFAULT_PC_SETTING, custom_wallpaper: 3 }, { wallpaper: 'custom' }).wallpaper,
    ).toBe('custom');
  });
});
