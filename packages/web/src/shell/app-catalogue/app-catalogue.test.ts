import { describe, expect, it } from 'vitest';
import { Role } from '@coffer/contract';
import { resolveRoute } from '../route-catalogue/resolve-route';
import { APP_CATALOGUE, appByName, appsForRole, desktopAppsForRole, entryUrlOf } from './app-catalogue';
import { APP_ICONS } from './app-icons';

/** T2, row by row: the window each app opens and its size. */
const T2: [
  name: string,
  url: string,
  size: Partial<Record<'width' | 'height' | 'minWidth' | 'minHeight', number>>,
][] = [
  ['setting', '/setting', { width: 1000, height: 660 }],
  ['monitor', '/monitor', { width: 1000, height: 660, minWidth: 1000, minHeight: 660 }],
  ['safe', '/safe', { width: 1000, height: 660 }],
  ['accountCenter', '/accountCenter', { width: 1000, height: 660 }],
  ['newNetdisk', '/newNetdisk', { width: 800, height: 550 }],
  ['backupFtp', '/backupFtp', { width: 922, height: 520 }],
  ['backupMac', '/backupMac', { width: 922, height: 620 }],
  ['shareManage', '/fastShareCenter/shareContent/file', { width: 1000, height: 660 }],
  ['notebook', '/notebook', { minWidth: 960, minHeight: 714 }],
  ['switchDisk', '/switchDisk', { width: 600, height: 400 }],
  ['docker', '/docker', { width: 800, height: 650 }],
  ['backupCenter', '/backupCenterNew/index', { width: 800, height: 590 }],
  ['helpCenter', '/helpCenter', { width: 960, height: 620 }],
  ['classroom', '/classroom', { width: 960, height: 620 }],
  ['virtualMachine', '/virtualMachine', { width: 800, height: 710 }],
  ['camera', '/camera', { width: 1000, height: 660 }],
  ['logCenter', '/logCenter', { width: 1000, height: 660 }],
  ['storageManage', '/storageManage', { width: 1000, height: 740 }],
  ['zvirusscan', '/zvirusscan', { width: 970, height: 670 }],
  ['recycle', '/recycle/myFile', { width: 950, height: 590 }],
  ['userCenter', '/userCenter', {}],
  ['fastShareCenter', '/fastShareCenter', {}],
  ['memo', '/safeNotebook', {}],
  ['music', '/music', {}],
  ['audiobooks', '/music-audiobooks', {}],
  ['video', '/video', {}],
  ['album', '/album', {}],
  ['fileCollect', '/fileCollect', {}],
  ['bigSearch', '/bigSearch', {}],
  ['appStore', '/appStore', {}],
  ['ddns', '/ddns/index', {}],
  ['dynamicDomain', '/hsk/index.html', {}],
  ['nodeHelper', '/zjdxb/index.html', {}],
  ['fileSnap', '/fileSnap', {}],
  ['myAccount', '/myAccount?navCurrent=5', {}],
];

const SIZE_FIELDS = ['width', 'height', 'minWidth', 'minHeight'] as const;

describe('the app catalogue', () => {
  it.each(T2)('gives %s the window of T2', (name, url, size) => {
    const app = appByName(name);
    expect(app, name).toBeDefined();
    expect(entryUrlOf(app!)).toBe(url);
    for (const field of SIZE_FIELDS) expect(app![field], `${name}.${field}`).toBe(size[field]);
  });

  it('lets data migration be neither minimised nor maximised, and only the master open it (WIN-14)', () => {
    const migration = appByName('switchDisk')!;
    expect(migration.flags).toEqual({ forbiddenMinimize: true, forbiddenMaximum: true });
    expect(migration.roles).toEqual([Role.master]);
  });

  it('names every app once', () => {
    const names = APP_CATALOGUE.map((app) => app.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the forty apps of spec 1 §1 and T2, and the three viewers of APP-37', () => {
    expect(APP_CATALOGUE).toHaveLength(43);
  });

  it('gives every app a title in both languages and a known icon', () => {
    for (const app of APP_CATALOGUE) {
      expect(app.title['zh-CN'], app.name).not.toBe('');
      expect(app.title.en, app.name).not.toBe('');
      expect(APP_ICONS[app.icon], `${app.name}: ${app.icon}`).toBeDefined();
    }
  });

  it('opens every app at a route of the route catalogue', () => {
    for (const app of APP_CATALOGUE.filter((entry) => !entry.foreignPage)) {
      const pathname = entryUrlOf(app).split('?')[0]!;
      expect(resolveRoute(pathname).kind, app.name).not.toBe('notFound');
      expect(resolveRoute(app.path).kind, app.name).not.toBe('notFound');
    }
  });

  it('has code only for the apps built so far', () => {
    expect(
      APP_CATALOGUE.filter((app) => app.load)
        .map((app) => app.name)
        .sort(),
    ).toEqual(
      [
        'fileManage',
        'recycle',
        'myAccount',
        'shareManage',
        'storageManage',
        'setting',
        'switchDisk',
        // issue 15: task center and viewers
        'taskCenter',
        'player',
        'codeViewer',
        'txtEditor',
        // issue 16: security management
        'safe',
        // issue 16: the log center
        'logCenter',
        // issue 16: accounts and groups
        'userCenter',
        'accountCenter',
        // issue 17: the resource monitor
        'monitor',
      ].sort(),
    );
  });

  it('keeps the viewers out of the app menu: other apps open them with a file', () => {
    for (const viewer of ['player', 'codeViewer', 'txtEditor']) {
      expect(appByName(viewer)?.onDesktop, viewer).toBeFalsy();
      expect(
        appsForRole(Role.master).map((app) => app.name),
        viewer,
      ).not.toContain(viewer);
    }
  });
});

describe('apps by role', () => {
  const names = (apps: { name: string }[]) => apps.map((app) => app.name);

  it('shows the master every app of the menu', () => {
    expect(appsForRole(Role.master)).toHaveLength(APP_CATALOGUE.filter((app) => app.inMenu !== false).length);
  });

  it('shows an operations administrator everything but data migration', () => {
    const apps = names(appsForRole(Role.devOps));
    expect(apps).not.toContain('switchDisk');
    expect(apps).toEqual(
      expect.arrayContaining(['setting', 'storageManage', 'monitor', 'safe', 'logCenter', 'docker']),
    );
  });

  it('keeps the device apps from an ordinary user', () => {
    const apps = names(appsForRole(Role.user));
    for (const admin of [
      'setting',
      'storageManage',
      'monitor',
      'safe',
      'logCenter',
      'docker',
      'userCenter',
      'switchDisk',
    ]) {
      expect(apps).not.toContain(admin);
    }
    expect(apps).toEqual(
      expect.arrayContaining(['fileManage', 'album', 'notebook', 'myAccount', 'shareManage']),
    );
  });

  it('puts on the desktop only apps the role sees', () => {
    for (const role of [Role.master, Role.devOps, Role.user]) {
      const desktop = desktopAppsForRole(role);
      expect(desktop.length).toBeGreaterThan(0);
      for (const app of desktop) {
        expect(app.onDesktop).toBe(true);
        expect(app.roles).toContain(role);
      }
    }
    expect(names(desktopAppsForRole(Role.user))).not.toContain('storageManage');
    expect(names(desktopAppsForRole(Role.master))).toContain('storageManage');
  });
});
