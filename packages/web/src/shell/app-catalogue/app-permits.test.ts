import { describe, expect, it } from 'vitest';
import { APP_CATALOGUE } from './app-catalogue';
import { deniedAppsOf, withoutDenied } from './app-permits';

describe('apps denied by service permits', () => {
  it('are every app of each denied service, and only those', () => {
    const denied = deniedAppsOf([
      { service: 'music', permission: 0 },
      { service: 'album', permission: 1 },
      { service: 'shareManage', permission: 0 },
    ]);
    expect([...denied].sort()).toEqual(['audiobooks', 'fastShareCenter', 'music', 'shareManage']);
  });

  it('leave the catalogue whole when nothing is denied', () => {
    const answers = [{ service: 'fileManage', permission: 1 } as const];
    expect(withoutDenied(APP_CATALOGUE, deniedAppsOf(answers))).toEqual(APP_CATALOGUE);
  });

  it('are taken out of a list of apps; apps no service controls stay', () => {
    const left = withoutDenied(APP_CATALOGUE, deniedAppsOf([{ service: 'fileManage', permission: 0 }]));
    const names = left.map((app) => app.name);
    expect(names).not.toContain('fileManage');
    expect(names).not.toContain('txtEditor');
    expect(names).toContain('myAccount');
    expect(names).toContain('album');
  });
});
