/** Strings of the lock screen and web auto-lock (spec 2 §4.8, LOCK-01..08); the `lock` namespace. */
const zhCN = {
  title: '屏幕已锁定',
  idleLabel: '{{time}}无操作触发锁屏',
  minutes: '{{count}} 分钟',
  passwordPlaceholder: '请输入登录密码解锁',
  unlock: '解锁',
  emptyPassword: '密码不能为空',
  verifyFailed: '密码验证失败，请重试',
  signOut: '退出登录',
  setting: {
    title: '自动锁屏',
    enable: '无操作时自动锁屏',
    minutes: '无操作时长',
    minutesUnit: '分钟',
    keepLoginNote: '当前登录已选择“保持登录”，不会自动锁屏。',
    saved: '已保存',
  },
};

const en: typeof zhCN = {
  title: 'Screen locked',
  idleLabel: 'Locked after {{time}} without activity',
  minutes: '{{count}} min',
  passwordPlaceholder: 'Enter your sign-in password to unlock',
  unlock: 'Unlock',
  emptyPassword: 'The password cannot be empty',
  verifyFailed: 'Password verification failed. Please retry.',
  signOut: 'Sign out',
  setting: {
    title: 'Auto lock',
    enable: 'Lock the screen when idle',
    minutes: 'Idle time',
    minutesUnit: 'minutes',
    keepLoginNote: 'This sign-in keeps you signed in, so the screen does not lock automatically.',
    saved: 'Saved',
  },
};

export const lockText = { 'zh-CN': zhCN, en };
