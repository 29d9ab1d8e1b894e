/** Texts of the system upgrade overlay (spec 2 §4.9, §8); added under `upgrade` when its dialog loads. */
const zhCN = {
  title: '系统升级',
  countdown: '设备正在进行系统升级，{{seconds}} 秒后显示升级进度。',
  showNow: '立即查看',
  phase: {
    start: '正在准备升级…',
    download: '正在接收升级包…',
    check: '正在校验升级包…',
    install: '正在安装新版本，请勿关闭设备电源。',
    reboot: '设备正在重启以启用新版本，所有用户的连接会暂时中断，完成后页面会自动刷新。',
    reloading: '升级已完成，正在加载新版本的页面…',
  },
  received: '已接收 {{received}} / {{total}}',
  receivedUnknown: '已接收 {{received}}',
  overdue: '升级用时超过预期。如果设备长时间没有恢复，请联系技术支持。',
  readOnly: '升级由超级管理员发起，完成前请耐心等待。',
  hide: '隐藏',
  downloadFail: '系统升级包下载失败',
  downloadFailMaster: '可以重新选择升级包再试。',
  downloadFailOthers: '请联系超级管理员。',
  chooseAgain: '重新选择升级包',
  close: '关闭',
  installFail: '系统升级不成功',
  installFailDetail: '设备仍在运行升级前的版本 {{version}}。可以重试；如仍不成功，请联系技术支持。',
  installFailOthers: '设备仍在运行升级前的版本 {{version}}。请联系超级管理员。',
  mustUpgrade: '这是一次必要的升级，请重试直到完成。',
  retry: '重试',
  retryFailed: '重试失败，请重试',
  continueUsing: '继续使用',
  acknowledge: '我知道了',
  success: '系统升级成功',
  successDetail: '设备已升级到 {{version}}。',
  shutdown: '新版本已安装，设备正在关机。请手动开机以完成升级。',
  ok: '确定',
};

const en: typeof zhCN = {
  title: 'System upgrade',
  countdown: 'The device is being upgraded. The progress shows in {{seconds}} s.',
  showNow: 'Show now',
  phase: {
    start: 'Preparing the upgrade…',
    download: 'Receiving the release archive…',
    check: 'Checking the release archive…',
    install: 'Installing the new version. Do not switch the device off.',
    reboot:
      'The device is restarting into the new version. Everyone is disconnected for a while; this page reloads by itself when it is back.',
    reloading: 'The upgrade is done. Loading the new version of this page…',
  },
  received: '{{received}} of {{total}} received',
  receivedUnknown: '{{received}} received',
  overdue: 'The upgrade is taking longer than expected. If the device does not come back, contact support.',
  readOnly: 'The super administrator started this upgrade. Please wait until it is done.',
  hide: 'Hide',
  downloadFail: 'The system upgrade archive could not be received',
  downloadFailMaster: 'You can choose the archive again and retry.',
  downloadFailOthers: 'Please contact the super administrator.',
  chooseAgain: 'Choose an archive again',
  close: 'Close',
  installFail: 'The system upgrade was unsuccessful',
  installFailDetail:
    'The device still runs the version it had before, {{version}}. You can retry; if it fails again, contact support.',
  installFailOthers:
    'The device still runs the version it had before, {{version}}. Please contact the super administrator.',
  mustUpgrade: 'This upgrade is required: retry until it is done.',
  retry: 'Retry',
  retryFailed: 'Retry failed, please retry',
  continueUsing: 'Continue using',
  acknowledge: 'Got it',
  success: 'The system upgrade succeeded',
  successDetail: 'The device now runs {{version}}.',
  shutdown:
    'The new version is installed and the device is shutting down. Switch it on to finish the upgrade.',
  ok: 'OK',
};

export const upgradeText = { 'zh-CN': zhCN, en };
export type UpgradeTexts = typeof zhCN;
