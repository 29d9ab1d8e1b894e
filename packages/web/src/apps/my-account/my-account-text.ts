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
  // Storage limits per user (issue 16 §4)
  storage: '存储空间',
  storageUsedOf: '已用 {{used}}，上限 {{limit}}',
  storageNoLimit: '已用 {{used}}，不限',
  storageFull: '已达到存储空间上限，无法继续写入。请删除一些文件，或请管理员提高上限。',
  storageUnenforceable: '默认存储池为加密存储池，无法统计或限制存储空间',
  storageNoPool: '还没有可用的存储池',
  storageLoadFailed: '无法读取存储空间用量',
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
  // Storage limits per user (issue 16 §4)
  storage: 'Storage',
  storageUsedOf: '{{used}} of {{limit}} used',
  storageNoLimit: '{{used}} used, no limit',
  storageFull:
    'Your storage limit is reached, so nothing more can be written. Delete some files or ask an administrator to raise the limit.',
  storageUnenforceable: 'The default pool is encrypted, so storage cannot be measured or limited',
  storageNoPool: 'There is no usable pool yet',
  storageLoadFailed: 'Storage use could not be read',
};

export const myAccountText = { 'zh-CN': zhCN, en };
