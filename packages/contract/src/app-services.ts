/**
 * The app services an administrator may allow or deny per user and per group (issue 16 §3, ROLE-05,
 * `/v2/tob/service/*`). Each names the desktop apps it opens (the app catalogue's names); the calls
 * of a service carry its name as `appService` and the daemon refuses them to a user without it.
 * Apps not listed here are always open to a signed-in user (docs/decisions.md "App service permits").
 */
export const APP_SERVICES = {
  fileManage: {
    title: { 'zh-CN': '文件管理', en: 'Files' },
    apps: ['fileManage', 'taskCenter', 'player', 'codeViewer', 'txtEditor'],
  },
  recycle: { title: { 'zh-CN': '回收站', en: 'Recycle bin' }, apps: ['recycle'] },
  shareManage: {
    title: { 'zh-CN': '分享管理', en: 'Shares' },
    apps: ['shareManage', 'fastShareCenter'],
  },
  album: { title: { 'zh-CN': '相册', en: 'Photos' }, apps: ['album'] },
  video: { title: { 'zh-CN': '影视', en: 'Videos' }, apps: ['video'] },
  music: { title: { 'zh-CN': '音乐', en: 'Music' }, apps: ['music', 'audiobooks'] },
  download: { title: { 'zh-CN': '下载', en: 'Downloads' }, apps: ['download'] },
  safebox: { title: { 'zh-CN': '保险箱', en: 'Safe box' }, apps: ['safebox'] },
  notebook: { title: { 'zh-CN': '笔记', en: 'Notebook' }, apps: ['notebook', 'memo'] },
  fileCollect: { title: { 'zh-CN': '文件收集', en: 'File collection' }, apps: ['fileCollect'] },
  bigSearch: { title: { 'zh-CN': '高级搜索', en: 'Advanced search' }, apps: ['bigSearch'] },
  backup: {
    title: { 'zh-CN': '备份', en: 'Backup' },
    apps: ['newNetdisk', 'backupFtp', 'backupMac'],
  },
  aiAssistant: { title: { 'zh-CN': 'AI 助手', en: 'AI assistant' }, apps: ['aiAssistant'] },
} as const satisfies Record<string, { title: { 'zh-CN': string; en: string }; apps: readonly string[] }>;

export type AppServiceName = keyof typeof APP_SERVICES;

export const APP_SERVICE_NAMES = Object.keys(APP_SERVICES) as AppServiceName[];

export function isAppServiceName(value: unknown): value is AppServiceName {
  return typeof value === 'string' && Object.hasOwn(APP_SERVICES, value);
}

/** The service that controls a desktop app; undefined for an app every signed-in user may open. */
export function appServiceOfApp(appName: string): AppServiceName | undefined {
  return APP_SERVICE_NAMES.find((name) => (APP_SERVICES[name].apps as readonly string[]).includes(appName));
}

/** A stored grant: 0 deny, 1 allow. */
export type AppGrant = 0 | 1;

/**
 * Nobody has a grant on a service: allowed. An install that had no service permits keeps every
 * user's apps; an administrator narrows them by denying (docs/decisions.md).
 */
export const APP_SERVICE_DEFAULT: AppGrant = 1;
