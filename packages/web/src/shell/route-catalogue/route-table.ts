/**
 * One signed-in route of T1 (spec 1 §2): its path inside /home, the children it accepts and the app
 * that shows it full-page. Public routes (SHELL-05) stay with the router and the guard rules.
 */
export interface RouteEntry {
  /** Without a leading slash; may have several segments ('recycle/myFile'). */
  path: string;
  /** Child paths; one ending in '/*' also accepts anything below it. */
  children?: readonly string[];
  /** The child an empty remainder is sent to (SHELL-12). */
  defaultChild?: string;
  /** The catalogue app shown full-page; absent: a screen of no desktop app, not built yet. */
  app?: string;
}

/** Paths that only send the visitor elsewhere (SHELL-10, SHELL-11). */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  'mobile/layout': '/mobile/aiAssistant',
  // "The nas page" of SHELL-11 is this device's desktop (docs/decisions.md).
  remoteAccess: '/',
  // STOR-USE-02's two report routes are pages of the storage manager (docs/decisions.md).
  useAnalysisConfig: '/storageManage/useAnalysisConfig',
  useAnalysisReport: '/storageManage/useAnalysisReport',
};

const ALBUM_CHILDREN = [
  'intelligence',
  'intelligence/detail',
  'photo',
  'manual',
  'remembrance',
  'list',
  'music',
  'nasShare',
  'setup',
  'mobiles',
  'discover',
  'map',
  'fileBrowse',
  'baby',
  'momentList',
  'momentDetail',
];

const SETTING_CHILDREN = [
  'shareSetting',
  'poolManage',
  'outsideDevice',
  'outsideDeviceBasicVersion',
  'hdmi',
  'backup',
  'fastShare',
  'LAN',
  'mount',
  'about',
  'help',
  'network',
  'qcSetting',
  'fileAndShare',
  'hardware',
  'ups',
  't2u',
  'srvsManage',
  'sysNotice',
  'sysTime',
  'ap',
  'appearance',
];

const SHARE_CONTENT = ['file', 'video', 'album'];

const noChildren = (...paths: string[]): RouteEntry[] => paths.map((path) => ({ path }));

/** T1, signed-in part. SHELL-16: every route and child listed there exists. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...noChildren('backupToZspace', 'syncTray', 'syncDebug'),
  // The viewers of APP-37 (issue 15).
  { path: 'player', app: 'player' },
  { path: 'codeViewer', app: 'codeViewer' },
  { path: 'txtEditor', app: 'txtEditor' },
  // The target of SHELL-10's redirect.
  { path: 'mobile/aiAssistant' },
  { path: 'album', children: ALBUM_CHILDREN, app: 'album' },
  { path: 'albumManage', children: ['basicInfo', 'contentManage', 'albumMember'] },
  { path: 'babyMoment' },
  {
    path: 'bigSearch',
    children: ['bigSearch-home', 'bigSearch-contentSearch', 'bigSearch-setting'],
    app: 'bigSearch',
  },
  {
    path: 'fileCollect',
    children: ['fileCollect-home', 'fileCollect-customTask', 'fileCollect-tasks', 'fileCollect-setting'],
    app: 'fileCollect',
  },
  { path: 'myAccount', children: ['me', 'zspace'], app: 'myAccount' },
  {
    path: 'userCenter',
    children: ['me', 'zspace', 'allUsers', 'allUsers-user', 'device'],
    app: 'userCenter',
  },
  { path: 'accountCenter', children: ['localAccount', 'remoteAccount', 'aboutZspace'], app: 'accountCenter' },
  // Directory sign-in (ACCT-08): the user center's directory tab.
  { path: 'connectAdLdap', app: 'userCenter' },
  { path: 'adLdapEditView', app: 'userCenter' },
  ...noChildren(
    'batchImportUser',
    'createAccount',
    'createGroup',
    'settingAccount',
    'settingGroup',
    'createFileGroup',
    'permSetting',
    'groupPermssions',
    'avatar',
  ),
  // SHELL-15: cameraSetting from the later variant.
  {
    path: 'camera',
    children: ['cameraView', 'recordView', 'cameraPerm', 'logs', 'cameraSetting'],
    app: 'camera',
  },
  ...noChildren('cameraConfig', 'cameraAdd', 'cameraDisplay', 'cameraPlayer'),
  // smbAudit: the SMB audit tab (LOG-03, issue 17), beside T1's two children.
  { path: 'logCenter', children: ['logView', 'logSetting', 'smbAudit'], app: 'logCenter' },
  { path: 'moduleTools' },
  {
    path: 'taskCenter',
    children: ['upload', 'nativeUpload', 'nativeSave', 'fastShare', 'fileHandle', 'netdisk', 'ftp'],
    app: 'taskCenter',
  },
  // SHELL-14: both child sets are served (docs/decisions.md); the first is the default.
  {
    path: 'storageManage',
    children: [
      'sata',
      'm2',
      'esata',
      'useAnalysis',
      'storageOverview',
      'storageInfo',
      'diskPage',
      'esataStorageInfo',
      'external',
      'useAnalysisConfig',
      'useAnalysisReport',
    ],
    app: 'storageManage',
  },
  { path: 'download', children: ['downloading', 'downloaded', 'setting'], app: 'download' },
  { path: 'safebox', children: ['list', 'login', 'setting'], app: 'safebox' },
  { path: 'notebook', children: ['notebookEditor'], app: 'notebook' },
  { path: 'safeNotebook', children: ['notebookEditor'], app: 'memo' },
  ...noChildren('notebookPrint', 'notebookMemo'),
  { path: 'notebookSetup', children: ['common', 'version'] },
  // SHELL-13: the folder is a `path` query, not a child path.
  { path: 'fileManage', children: ['myFiles', 'search', 'setting', 'usbFiles', 'share'], app: 'fileManage' },
  { path: 'autobackupFileManage', children: ['myFiles', 'search', 'setting'] },
  { path: 'publicManage', children: ['myFiles', 'search', 'setting', 'usbFiles'] },
  ...noChildren('fileClear-home', 'fastShare'),
  {
    path: 'fastShareCenter',
    children: [
      'shareContent',
      ...SHARE_CONTENT.map((child) => `shareContent/${child}`),
      'fastshare',
      'fastshare/receive',
      'fastshare/initiate',
      'fastshare/download',
      'verify',
      'setting',
    ],
    app: 'fastShareCenter',
  },
  // APP-15: share management lives at /fastShareCenter/shareContent/… (window url of `shareManage`).
  { path: 'fastShareCenter/shareContent', children: SHARE_CONTENT, app: 'shareManage' },
  { path: 'shareContent', children: SHARE_CONTENT },
  {
    path: 'fileSetting',
    children: [
      'common',
      'devPurview',
      'sortBy',
      'zdr',
      'public',
      'search',
      'sameName',
      'wpsSetting',
      'fileGroupManage',
    ],
  },
  {
    path: 'video',
    children: [
      'list',
      'detail',
      'setting',
      'settingDetail',
      'contentManage',
      'search',
      'homePage',
      'shareEmpty',
      'seriesList',
      'seriesDetail',
      'diyDetail',
    ],
    app: 'video',
  },
  { path: 'setting', children: SETTING_CHILDREN, defaultChild: 'srvsManage', app: 'setting' },
  ...noChildren('createNetMode', 'networkLevel', 'networkEdit', 'networkDetail'),
  {
    path: 'safe',
    children: [
      'safeLogin',
      'ipBlocking',
      'preventExt',
      'firewall',
      'antivirus',
      'logs',
      'protect',
      'forbidden',
      'trust',
      'virus_protection',
      // The overlays' link /home/safe/security?nav=3 (SHELL-17).
      'security',
    ],
    app: 'safe',
  },
  ...noChildren('zsviewer', 'wxbackup', 'dockerExec', 'zvirusDetail', 'zvirusWhiteList'),
  { path: 'virtualMachine', app: 'virtualMachine' },
  // The DDNS window opens /ddns/index (T2).
  { path: 'ddns', children: ['index'], app: 'ddns' },
  ...noChildren('createFileSnap', 'fileListForSnap', 'snapManage', 'snapRestore/myFiles'),
  { path: 'fileSnap', app: 'fileSnap' },
  {
    path: 'monitor',
    children: ['overview', 'disk', 'log', 'process', 'running', 'net', 'hard'],
    app: 'monitor',
  },
  { path: 'recycle/myFile', app: 'recycle' },
  ...noChildren('music-audiobooks-guide', 'musicGuide'),
  { path: 'newNetdisk', app: 'newNetdisk' },
  { path: 'music-audiobooks', children: ['list', 'setting'], app: 'audiobooks' },
  {
    path: 'music',
    children: ['library', 'library/setting', 'list', 'sharelist', 'setting'],
    app: 'music',
  },
  { path: 'backupBaidu', children: ['login', 'list', 'auto', 'uploadtobaidu', 'userInfo'] },
  { path: 'backupTianyi', children: ['list', 'auto', 'uploadtoTianyi', 'userInfo'] },
  { path: 'backupYidong', children: ['list'] },
  { path: 'backupAliyun', children: ['list/*', 'auto', 'uploadtoAliyun'] },
  { path: 'backupOneDrive', children: ['list', 'auto', 'uploadtoOneDrive'] },
  { path: 'backupFtp', children: ['login', 'list'], app: 'backupFtp' },
  { path: 'backupMac', children: ['empty', 'list'], app: 'backupMac' },
  { path: 'autoBackup', children: ['home', 'oneWay', 'bothWay', 'all', 'setup', 'setting1', 'setting2'] },
  {
    path: 'docSync',
    children: [
      'home',
      'singleBackup',
      'singleInWeb',
      'taskList',
      'bothBackup',
      'bothInWeb',
      'personalBackup',
      'groupBackup',
      'setting',
    ],
  },
  { path: 'backupCenter' },
  { path: 'backupHome', children: ['baidu', 'local', 'oneDrive'] },
  {
    path: 'backupCenterNew',
    children: ['index', 'fromZspace', 'toZspace', 'toOtherZspace', 'storagePoolTasks'],
    app: 'backupCenter',
  },
  { path: 'backupInsert', children: ['index', 'tasks'] },
  {
    path: 'switchDisk',
    children: ['selectDisk', 'entry', 'migration', 'dswitch', 'esataMove'],
    app: 'switchDisk',
  },
  {
    path: 'docker',
    children: ['container', 'images', 'network', 'logs', 'version', 'setting'],
    app: 'docker',
  },
  { path: 'helpCenter', children: ['submitInfo'], app: 'helpCenter' },
  { path: 'courseManage', children: ['basicInfo', 'courseMember', 'contentManage'] },
  { path: 'classroom', children: ['lessonList', 'lessonDetail', 'setting'], app: 'classroom' },
  { path: 'aiAssistant', children: ['chat', 'help'], app: 'aiAssistant' },
  { path: 'appStore', children: ['allApps', 'installedApps'], app: 'appStore' },
  {
    path: 'zvirusscan',
    children: ['overview', 'scanRecord', 'quarantine', 'setting', 'scanning'],
    app: 'zvirusscan',
  },
];
