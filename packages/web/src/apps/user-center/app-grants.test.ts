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

  it('save every service, a cleared grant as null, and see a change and its undoing', () => {
    const saved = grantsOf([{ service: 'album', permission: 0 }]);
    const edited = setGrant(setGrant(saved, 'music', 1), 'album', null);
    expect(grantsChanged(saved, edited)).toBe(true);
    const sent = grantsToSave(edited);
    expect(sent).toHaveLength(APP_SERVICE_NAMES.length);
    expect(sent.filter((grant) => grant.permission !== null)).toEqual([{ service: 'music', permission: 1 }]);
    expect(sent).toContainEqual({ service: 'album', permission: null });
    expect(grantsChanged(saved, setGrant(setGrant(edited, 'music', null), 'album', 0))).toBe(false);
  });

  it('set every service at once', () => {
    expect(grantsToSave(setAll(0)).every((grant) => grant.permission === 0)).toBe(true);
    expect(grantsToSave(setAll(null)).every((grant) => grant.permission === null)).toBe(true);
  });
});
