/** Strings of the my-account app; mounted under `desktopShell.accountApp`. */
const zhCN = {
  navMe: '个人信息',
  navZspace: '云账号',
  username: '用户名',
  nickname: '昵称',
  screenLock: '锁屏',
  role: '角色',
  keepLogin: '保持登录',
  keepLoginOn: '已开启',
  keepLoginOff: '未开启',
  notSet: '未设置',
  zspaceTitle: '未绑定云账号',
  zspaceBody: '本设备未配置云账号服务，暂时无法绑定云账号。',
};

const en: typeof zhCN = {
  navMe: 'My details',
  navZspace: 'Cloud account',
  username: 'Username',
  nickname: 'Nickname',
  screenLock: 'Screen lock',
  role: 'Role',
  keepLogin: 'Keep me signed in',
  keepLoginOn: 'On',
  keepLoginOff: 'Off',
  notSet: 'Not set',
  zspaceTitle: 'No cloud account linked',
  zspaceBody:
    'The cloud account service is not configured on this device, so no cloud account can be linked.',
};

export const myAccountText = { 'zh-CN': zhCN, en };
