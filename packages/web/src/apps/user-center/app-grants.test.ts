import { APP_SERVICE_NAMES } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { grantsChanged, grantsOf, grantsToSave, setAll, setGrant } from './app-grants';

describe('app grants in the editor', () => {
  it('hold one entry per service, none where the daemon lists none', () => {
    const grants = grantsOf([
      { service: 'album', permission: 0 },
      { service: 'music', permission: null },
    ]);
    expect(Object.keys(grants)).toEqual(APP_SERVICE_NAMES);
    expect(grants.album).toBe(0);
    expect(grants.music).toBeNull();
    expect(grants.fileManage).toBeNull();
  });

  it('save only the grants there are, and see a change and its undoing', () => {
    const saved = grantsOf([{ service: 'album', permission: 0 }]);
    const edited = setGrant(setGrant(saved, 'music', 1), 'album', null);
    expect(grantsChanged(saved, edited)).toBe(true);
    expect(grantsToSave(edited)).toEqual([{ service: 'music', permission: 1 }]);
    expect(grantsChanged(saved, setGrant(setGrant(edited, 'music', null), 'album', 0))).toBe(false);
  });

  it('set every service at once', () => {
    expect(grantsToSave(setAll(0))).toHaveLength(APP_SERVICE_NAMES.length);
    expect(grantsToSave(setAll(null))).toEqual([]);
  });
});
