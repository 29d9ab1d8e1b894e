import { describe, expect, it } from 'vitest';
import { APP_SERVICES, APP_SERVICE_NAMES, appServiceOfApp } from '../app-services.js';
import { ALL_CALLS } from './index.js';

describe('app services', () => {
  it('gives every controlled app exactly one service', () => {
    const apps = APP_SERVICE_NAMES.flatMap((name) => [...APP_SERVICES[name].apps]);
    expect(new Set(apps).size).toBe(apps.length);
    for (const name of APP_SERVICE_NAMES) {
      for (const app of APP_SERVICES[name].apps) expect(appServiceOfApp(app)).toBe(name);
    }
  });

  it('leaves My account and the help center open to everyone', () => {
    expect(appServiceOfApp('myAccount')).toBeUndefined();
    expect(appServiceOfApp('helpCenter')).toBeUndefined();
  });

  it('tags only private calls, and only with a known service', () => {
    for (const call of ALL_CALLS.filter((each) => each.appService)) {
      expect(call.access.public, call.path).toBe(false);
      expect(APP_SERVICE_NAMES).toContain(call.appService);
    }
  });

  it('tags the file manager, recycle bin and share calls an ordinary user makes', () => {
    const tagged = (service: string) =>
      ALL_CALLS.filter((call) => call.appService === service).map((call) => call.path);
    expect(tagged('fileManage')).toEqual(expect.arrayContaining(['/v2/file/list', '/v2/file/download']));
    expect(tagged('recycle')).toEqual(expect.arrayContaining(['/v2/file/recycle/list']));
    expect(tagged('shareManage')).toEqual(expect.arrayContaining(['/v2/tob/share/create']));
  });
});
