import { describe, expect, it } from 'vitest';
import { appBaseOf } from './use-app-base';

describe('appBaseOf', () => {
  it.each([
    ['/storageManage/sata', 'sata', '/storageManage'],
    ['/storageManage/sata/', 'sata/', '/storageManage'],
    ['/storageManage', '', '/storageManage'],
    ['/storageManage/', '', '/storageManage'],
    ['/music/library/setting', 'library/setting', '/music'],
    ['/recycle/myFile', '', '/recycle/myFile'],
  ])('finds the app of %s (rest %s) at %s', (pathname, remainder, base) => {
    expect(appBaseOf(pathname, remainder)).toBe(base);
  });
});
