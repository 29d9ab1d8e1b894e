import { myAccountText } from '../../apps/my-account/my-account-text';

/** The desktop's strings and those of the my-account app; merged into the messages as `desktopShell`. */
const zhCN = {
  desktopLabel: '桌面',
  desktopMenu: '桌面菜单',
  appMenu: '开始',
  appMenuSearch: '搜索应用',
  appMenuEmpty: '没有匹配的应用',
  userMenu: '账号菜单',
  myAccount: '我的账号',
  changeWallpaper: '更换壁纸',
  lock: '锁定',
  remoteHelp: '远程协助',
  signOut: '退出登录',
  signOutTitle: '退出登录',
  signOutOpenWindows: '退出登录会关闭已打开的 {{count}} 个窗口。确定退出吗？',
  language: '语言',
  wallpaperTitle: '更换壁纸',
  deviceName: '设备名称',
  customWallpaper: '我上传的壁纸',
  wallpapers: {
    aurora: '极光',
    dusk: '黄昏',
    ocean: '深海',
    meadow: '草地',
    slate: '石板',
  },
  accountApp: myAccountText['zh-CN'],
};

const en: typeof zhCN = {
  desktopLabel: 'Desktop',
  desktopMenu: 'Desktop menu',
  appMenu: 'Start',
  appMenuSearch: 'Search apps',
  appMenuEmpty: 'No app matches',
  userMenu: 'Account menu',
  myAccount: 'My account',
  changeWallpaper: 'Change wallpaper',
  lock: 'Lock',
  remoteHelp: 'Remote assistance',
  signOut: 'Sign out',
  signOutTitle: 'Sign out',
  signOutOpenWindows: 'Signing out closes the {{count}} open windows. Sign out now?',
  language: 'Language',
  wallpaperTitle: 'Change wallpaper',
  deviceName: 'Device name',
  customWallpaper: 'My uploaded wallpaper',
  wallpapers: {
    aurora: 'Aurora',
    dusk: 'Dusk',
    ocean: 'Deep sea',
    meadow: 'Meadow',
    slate: 'Slate',
  },
  accountApp: myAccountText.en,
};

export const desktopText = { 'zh-CN': zhCN, en };
