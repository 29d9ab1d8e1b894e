import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';

/** INVENTORY T1, signed-in part, transcribed on its own: route → its children. */
const T1: Record<string, string> = {
  player: '',
  codeViewer: '',
  backupToZspace: '',
  syncTray: '',
  syncDebug: '',
  album:
    'intelligence intelligence/detail photo manual remembrance list music nasShare setup mobiles discover map fileBrowse baby momentList momentDetail',
  albumManage: 'basicInfo contentManage albumMember',
  babyMoment: '',
  bigSearch: 'bigSearch-home bigSearch-contentSearch bigSearch-setting',
  fileCollect: 'fileCollect-home fileCollect-customTask fileCollect-tasks fileCollect-setting',
  myAccount: 'me zspace',
  userCenter: 'me zspace allUsers allUsers-user device',
  accountCenter: 'localAccount remoteAccount aboutZspace',
  batchImportUser: '',
  createAccount: '',
  createGroup: '',
  settingAccount: '',
  settingGroup: '',
  connectAdLdap: '',
  adLdapEditView: '',
  createFileGroup: '',
  permSetting: '',
  groupPermssions: '',
  avatar: '',
  camera: 'cameraView recordView cameraPerm logs cameraSetting',
  cameraConfig: '',
  cameraAdd: '',
  cameraDisplay: '',
  cameraPlayer: '',
  logCenter: 'logView logSetting',
  moduleTools: '',
  taskCenter: 'upload nativeUpload nativeSave fastShare fileHandle netdisk ftp',
  storageManage:
    'sata m2 esata useAnalysis storageOverview storageInfo diskPage esataStorageInfo external useAnalysisConfig useAnalysisReport',
  download: 'downloading downloaded setting',
  safebox: 'list login setting',
  notebook: 'notebookEditor',
  safeNotebook: 'notebookEditor',
  notebookPrint: '',
  notebookMemo: '',
  notebookSetup: 'common version',
  fileManage: 'myFiles search setting usbFiles share',
  autobackupFileManage: 'myFiles search setting',
  publicManage: 'myFiles search setting usbFiles',
  'fileClear-home': '',
  fastShare: '',
  fastShareCenter:
    'shareContent/file shareContent/video shareContent/album fastshare/receive fastshare/initiate fastshare/download verify setting',
  shareContent: 'file video album',
  fileSetting: 'common devPurview sortBy zdr public search sameName wpsSetting fileGroupManage',
  video:
    'list detail setting settingDetail contentManage search homePage shareEmpty seriesList seriesDetail diyDetail',
  setting:
    'shareSetting poolManage outsideDevice outsideDeviceBasicVersion hdmi backup fastShare LAN mount about help network qcSetting fileAndShare hardware ups t2u srvsManage sysNotice sysTime ap appearance',
  createNetMode: '',
  networkLevel: '',
  networkEdit: '',
  networkDetail: '',
  safe: 'safeLogin ipBlocking preventExt firewall antivirus logs protect forbidden trust virus_protection security',
  zsviewer: '',
  wxbackup: '',
  txtEditor: '',
  dockerExec: '',
  virtualMachine: '',
  ddns: 'index',
  zvirusDetail: '',
  zvirusWhiteList: '',
  createFileSnap: '',
  fileSnap: '',
  fileListForSnap: '',
  snapManage: '',
  'snapRestore/myFiles': '',
  monitor: 'overview disk log process running net hard',
  'recycle/myFile': '',
  'music-audiobooks-guide': '',
  musicGuide: '',
  newNetdisk: '',
  'music-audiobooks': 'list setting',
  music: 'library library/setting list sharelist setting',
  backupBaidu: 'login list auto uploadtobaidu userInfo',
  backupTianyi: 'list auto uploadtoTianyi userInfo',
  backupYidong: 'list',
  backupAliyun: 'list list/some/folder auto uploadtoAliyun',
  backupOneDrive: 'list auto uploadtoOneDrive',
  backupFtp: 'login list',
  backupMac: 'empty list',
  autoBackup: 'home oneWay bothWay all setup setting1 setting2',
  docSync: 'home singleBackup singleInWeb taskList bothBackup bothInWeb personalBackup groupBackup setting',
  backupCenter: '',
  backupHome: 'baidu local oneDrive',
  backupCenterNew: 'index fromZspace toZspace toOtherZspace storagePoolTasks',
  backupInsert: 'index tasks',
  switchDisk: 'selectDisk entry migration dswitch esataMove',
  docker: 'container images network logs version setting',
  helpCenter: 'submitInfo',
  courseManage: 'basicInfo courseMember contentManage',
  classroom: 'lessonList lessonDetail setting',
  aiAssistant: 'chat help',
  appStore: 'allApps installedApps',
  zvirusscan: 'overview scanRecord quarantine setting scanning',
};

const cases = Object.entries(T1).flatMap(([route, children]) => [
  `/${route}`,
  ...children
    .split(' ')
    .filter(Boolean)
    .map((child) => `/${route}/${child}`),
]);

describe('resolveRoute over T1', () => {
  it.each(cases)('knows %s (SHELL-16)', (path) => {
    expect(resolveRoute(path).kind).not.toBe('notFound');
  });

  it('accepts a trailing slash and any case, as the router does', () => {
    expect(resolveRoute('/storageManage/').kind).toBe('route');
    expect(resolveRoute('/bigsearch').kind).toBe('route');
  });

  it.each([
    '/storageManage/nothing',
    '/myAccount/me/more',
    '/player/x',
    '/setting/nope',
    '/recycle',
    '/nowhere',
  ])('sends %s to 404 (SHELL-04)', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'notFound' });
  });
});

describe('redirects of T1', () => {
  it('sends /mobile/layout to /mobile/aiAssistant (SHELL-10)', () => {
    expect(resolveRoute('/mobile/layout')).toEqual({ kind: 'redirect', to: '/mobile/aiAssistant' });
  });

  it('sends /remoteAccess to the desktop (SHELL-11)', () => {
    expect(resolveRoute('/remoteAccess')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('opens /setting at srvsManage (SHELL-12)', () => {
    expect(resolveRoute('/setting')).toEqual({ kind: 'redirect', to: '/setting/srvsManage' });
    expect(resolveRoute('/setting/about')).toMatchObject({ kind: 'route', child: 'about' });
  });

  it('shows each app route with its app', () => {
    expect(resolveRoute('/storageManage/sata')).toMatchObject({
      kind: 'route',
      child: 'sata',
      entry: { app: 'storageManage' },
    });
    expect(resolveRoute('/safeNotebook')).toMatchObject({ kind: 'route', entry: { app: 'memo' } });
  });
});
