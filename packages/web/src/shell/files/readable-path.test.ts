import { describe, expect, it } from 'vitest';
import { readablePath, readableSegments } from './readable-path';

const labels = { home: 'My files', public: 'Public folder', external: 'External disks' };

describe('a folder as people know it', () => {
  it('names the roots in the reader’s words', () => {
    expect(readableSegments('/home', labels)).toEqual(['My files']);
    expect(readableSegments('/home/Reports', labels)).toEqual(['My files', 'Reports']);
    expect(readableSegments('/public/Sales/2026', labels)).toEqual(['Public folder', 'Sales', '2026']);
    expect(
      readableSegments('/home/Reports', { home: '我的文件', public: '公共文件夹', external: '外接设备' }),
    ).toEqual(['我的文件', 'Reports']);
  });

  it('reads an external disk’s uuid as its label', () => {
    const names = (path: string) => (path === '/external/3f2a' ? 'USB stick' : undefined);
    expect(readableSegments('/external/3f2a/photos', labels, names)).toEqual([
      'External disks',
      'USB stick',
      'photos',
    ]);
  });

  it('shortens a deep folder in the middle and leaves a short one whole', () => {
    expect(readablePath(['My files', 'Reports'])).toBe('My files / Reports');
    expect(readablePath(['Public folder', 'Sales', 'a', 'b', 'c'])).toBe('Public folder / Sales / a / b / c');
    expect(readablePath(['Public folder', 'Sales', 'a', 'b', 'Q3', 'Week 2'])).toBe(
      'Public folder / Sales / … / Q3 / Week 2',
    );
  });

  it('leaves a path outside the roots as it is', () => {
    expect(readableSegments('/elsewhere/x', labels)).toEqual(['elsewhere', 'x']);
  });
});
