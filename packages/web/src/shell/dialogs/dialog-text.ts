/** Strings of the shared dialogs (DLG-01..14); mounted as the `dialogs` namespace of both languages. */
const zhCN = {
  ok: '确定',
  cancel: '取消',
  confirm: '确认',
  close: '关闭',
  notice: '提示',
  typedKeyPrompt: '请输入：{{key}}',
  doNotRemind: '不再提醒',
  unexpectedError: '操作失败，请重试',
  adminPassword: {
    title: '管理员密码确认',
    account: '账号',
    password: '管理员密码',
    placeholder: '请输入管理员密码',
  },
  saveChanges: {
    title: '保存更改',
    body: '当前页面有尚未保存的更改，是否保存？',
    restore: '还原',
    save: '保存',
  },
  subnetTips: {
    title: '网段提示',
    body: '当前电脑与设备不在同一网段，局域网高速传输、设备发现等功能可能无法使用。请将电脑与设备连接到同一网段后重试。',
    doNotRemind: '24 小时内不再提醒',
  },
  encryptedPool: {
    title: '输入加密存储池密码',
    placeholder: '请输入8位数字和大小写字母组合的密码',
    hintLabel: '密码提示',
    defaultHint: '请输入创建加密存储池时设置的密码',
    forgot: '忘记密码',
  },
  keyFile: {
    title: '上传密钥文件',
    body: '请上传创建加密存储池时生成的密钥文件',
    upload: '上传密钥文件',
    reupload: '重新上传',
    valueLabel: '密钥文件中的密码',
    confirmUnlock: '确认并解锁',
    noFile: '请先上传密钥文件',
    unreadable: '无法读取该密钥文件，请确认文件是否正确',
  },
};

const en: typeof zhCN = {
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  notice: 'Notice',
  typedKeyPrompt: 'Please enter: {{key}}',
  doNotRemind: 'Do not remind me again',
  unexpectedError: 'The operation failed. Please retry.',
  adminPassword: {
    title: 'Confirm with the administrator password',
    account: 'Account',
    password: 'Administrator password',
    placeholder: 'Enter the administrator password',
  },
  saveChanges: {
    title: 'Save changes',
    body: 'This page has changes that are not saved yet. Save them?',
    restore: 'Restore',
    save: 'Save',
  },
  subnetTips: {
    title: 'Network segment',
    body: 'This computer is not on the same network segment as the device, so fast LAN transfers and device discovery may not work. Connect the computer to the same segment and try again.',
    doNotRemind: 'Do not remind me for 24 hours',
  },
  encryptedPool: {
    title: 'Enter the encrypted pool password',
    placeholder: 'Enter the 8-character password of digits, upper and lower case letters',
    hintLabel: 'Password hint',
    defaultHint: 'Enter the password set when the encrypted pool was created',
    forgot: 'Forgot password',
  },
  keyFile: {
    title: 'Upload the key file',
    body: 'Upload the key file created with the encrypted pool',
    upload: 'Upload key file',
    reupload: 'Upload again',
    valueLabel: 'Password in the key file',
    confirmUnlock: 'Confirm and unlock',
    noFile: 'Upload the key file first',
    unreadable: 'This key file cannot be read. Check that it is the right file.',
  },
};

export const dialogText = { 'zh-CN': zhCN, en };
