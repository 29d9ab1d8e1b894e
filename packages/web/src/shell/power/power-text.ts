const zhCN = {
  rebootingTitle: '设备重启中',
  rebooting: '设备正在重启，请稍候…',
  rebootingHint: '设备重新连接后，页面会自动刷新。',
  shuttingDownTitle: '设备关机中',
  shuttingDown: '设备正在关机…',
  shutDown: '设备已关机，可以关闭此页面。',
};

type PowerMessages = typeof zhCN;

/** Texts of the reboot and shutdown waiting dialog (spec 2 §2.2). */
export const powerText: Record<'zh-CN' | 'en', PowerMessages> = {
  'zh-CN': zhCN,
  en: {
    rebootingTitle: 'Restarting',
    rebooting: 'The device is restarting, please wait…',
    rebootingHint: 'This page reloads by itself once the device is back.',
    shuttingDownTitle: 'Shutting down',
    shuttingDown: 'The device is shutting down…',
    shutDown: 'The device is off. You can close this page.',
  },
};
