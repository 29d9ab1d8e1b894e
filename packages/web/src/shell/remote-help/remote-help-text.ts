/**
 * Texts of the remote-assistance dialog and its SMS check (spec 2 §4.13, §8; spec 3 "Remote
 * assistance"; RHELP-01, 04..06, 08), registered under `remoteHelp` when the dialog's chunk loads.
 * The spec's Chinese is used verbatim where it quotes it (设备无法联网, 发送验证码失败, 验证码校验失败
 * come from the daemon's catalogue).
 */
const zhCN = {
  title: '远程协助',
  loading: '正在读取远程协助状态…',
  switchLabel: '远程协助',
  switchOn: '已开启',
  switchOff: '已关闭',
  closedIntro:
    '开启后，服务商的技术人员可在 {{days}} 天内凭授权码远程协助排查设备问题。开启和关闭都需要短信验证码和管理员密码。',
  expireLabel: '有效期至',
  remaining: '剩余 {{days}} 天',
  codeLabel: '授权码',
  nasidLabel: '设备 ID',
  copy: '复制',
  copyCode: '复制授权码',
  codeHint: '请把授权码和设备 ID 告诉客服，不要告诉其他人。',
  masterOnly: '只有超级管理员可以开启或关闭远程协助。',
  busy: '正在处理…',
  opened: '远程协助已开启',
  closed: '远程协助已关闭',
  retry: '重试',
  close: '关闭',
  support: '如需远程协助，请先联系客服，按客服指引开启（服务时间：每天 8:00–23:00）。',
  supportWithPhone: '如需远程协助，请先致电客服 {{phone}}，按客服指引开启（服务时间：每天 8:00–23:00）。',
  offline: {
    title: '设备无法联网',
    reason: '{{message}}（{{code}}）',
    notConfigured:
      '设备尚未配置服务商的远程协助服务地址，无法连接服务商，也无法发送短信验证码。请在设备配置中设置服务商地址（provider.url）后重试。',
    browserOffline: '电脑网络连接异常，请检查电脑的网络后重试。',
    networkFlag: '电脑网络：',
    online: '在线',
    offline: '离线',
    switchDisabled: '设备无法联网，远程协助开关暂不可用。',
  },
  sms: {
    title: '短信验证',
    intro: '验证码将发送至超级管理员 {{username}} 绑定的手机。',
    codeLabel: '验证码',
    codePlaceholder: '请输入验证码',
    get: '获取验证码',
    getAgain: '重新获取',
    countdown: '{{seconds}} 秒后重新获取',
    sending: '正在发送…',
    sent: '验证码已发送至 {{phone}}',
    tip: '收到短信后，在此输入验证码。验证码只用于本次开启或关闭远程协助，请勿告诉他人。',
    voiceOffer: '收不到短信？试试语音验证码',
    voiceNotice: '语音验证码将以电话形式通知到你，请保持电话畅通。',
    voiceSent: '语音验证码将拨打至 {{phone}}',
    confirm: '确定',
    needsCode: '请输入短信中的验证码',
    openTitle: '开启远程协助',
    closeTitle: '关闭远程协助',
  },
  password: {
    open: '开启远程协助：验证管理员密码',
    close: '关闭远程协助：验证管理员密码',
  },
  copied: {
    title: '复制成功',
    body: '以下内容已复制到剪贴板，可以发给客服：',
    failedTitle: '复制失败',
    failedBody: '浏览器不允许复制，请手动选中以下内容复制：',
    ok: '知道了',
  },
  codeText: {
    code: '远程协助授权码：{{pwd}}',
    nasid: '设备 ID：{{nasid}}',
    ctime: '开启时间：{{time}}',
    expire: '有效期至：{{time}}',
  },
};

export type RemoteHelpTexts = typeof zhCN;

const en: RemoteHelpTexts = {
  title: 'Remote assistance',
  loading: 'Reading the remote assistance state…',
  switchLabel: 'Remote assistance',
  switchOn: 'On',
  switchOff: 'Off',
  closedIntro:
    "Once on, the provider's engineers can look into the device's problems for {{days}} days with the authorisation code. Turning it on or off needs an SMS code and the administrator password.",
  expireLabel: 'Valid until',
  remaining: '{{days}} days left',
  codeLabel: 'Authorisation code',
  nasidLabel: 'Device ID',
  copy: 'Copy',
  copyCode: 'Copy the authorisation code',
  codeHint: 'Give the code and the device ID to customer service only.',
  masterOnly: 'Only the super administrator can turn remote assistance on or off.',
  busy: 'Working…',
  opened: 'Remote assistance is on',
  closed: 'Remote assistance is off',
  retry: 'Retry',
  close: 'Close',
  support:
    'For remote assistance, contact customer service first and turn it on as they ask (daily 8:00 to 23:00).',
  supportWithPhone:
    'For remote assistance, call customer service at {{phone}} first and turn it on as they ask (daily 8:00 to 23:00).',
  offline: {
    title: 'The device cannot connect to the network',
    reason: '{{message}} ({{code}})',
    notConfigured:
      "No address of the provider's remote assistance service is configured on this device, so it cannot reach the provider or send SMS codes. Set the provider's address (provider.url) in the device configuration, then retry.",
    browserOffline: "This computer's network has a problem. Check it and retry.",
    networkFlag: 'Computer network: ',
    online: 'online',
    offline: 'offline',
    switchDisabled: 'The device cannot connect to the network, so the switch is unavailable.',
  },
  sms: {
    title: 'SMS verification',
    intro: 'The code goes to the phone registered for {{username}}, the super administrator.',
    codeLabel: 'Code',
    codePlaceholder: 'Enter the code',
    get: 'Get code',
    getAgain: 'Get again',
    countdown: 'Get again in {{seconds}} s',
    sending: 'Sending…',
    sent: 'The code was sent to {{phone}}',
    tip: 'Enter the code from the SMS here. It only turns remote assistance on or off this once; do not share it.',
    voiceOffer: 'No SMS? Get a voice code',
    voiceNotice: 'The voice code is delivered by phone call; keep the phone available.',
    voiceSent: 'The voice code will call {{phone}}',
    confirm: 'OK',
    needsCode: 'Enter the code from the SMS',
    openTitle: 'Turn on remote assistance',
    closeTitle: 'Turn off remote assistance',
  },
  password: {
    open: 'Turn on remote assistance: administrator password',
    close: 'Turn off remote assistance: administrator password',
  },
  copied: {
    title: 'Copied',
    body: 'This is on the clipboard, ready for customer service:',
    failedTitle: 'Copy failed',
    failedBody: 'The browser does not allow copying. Select this text and copy it yourself:',
    ok: 'OK',
  },
  codeText: {
    code: 'Remote assistance code: {{pwd}}',
    nasid: 'Device ID: {{nasid}}',
    ctime: 'Opened: {{time}}',
    expire: 'Valid until: {{time}}',
  },
};

export const remoteHelpText = { 'zh-CN': zhCN, en } as const;
