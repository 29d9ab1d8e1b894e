/**
 * The codes the spec names (INVENTORY T4) with their zh-CN and English messages: a module of its own
 * because the sign-in page words a few of them before it has loaded anything else, and a module
 * shared with the rest of the catalogue would bring every message into that first bundle.
 * Network-configuration codes reuse numbers of this list with other meanings; they live in
 * `network-codes.ts`.
 */
export interface CodeText {
  zh: string;
  en: string;
}

/** Codes the spec names (T4), with its wording where it gives Chinese verbatim. */
export const SPEC_CODES = {
  200: { zh: '成功', en: 'Success' },
  304: { zh: '操作失败', en: 'Operation failed' },
  401: { zh: 'Docker 登录已过期，请重新登录', en: 'The Docker sign-in has expired. Sign in again.' },
  500: { zh: '服务出现了一些问题，请稍后重试', en: 'The service has a problem. Please retry later.' },
  504: { zh: '无法连接到 NAS', en: 'Cannot connect to NAS' },
  510: {
    zh: '外网访问服务未注册',
    en: 'The external access service is not registered',
  },
  511: { zh: '外网访问服务未开启', en: 'The external access service is not enabled' },
  100: { zh: '仅支持 1891 年至 2100 年', en: 'Only the years 1891 to 2100 are supported' },
  101: { zh: '参数错误', en: 'Bad parameters' },
  L009004: {
    zh: '该账号已被停用，请联系设备管理员',
    en: 'This account has been disabled. Contact the device administrator.',
  },
  N001001: { zh: '请先登录', en: 'Please sign in' },
  N001100: { zh: '登录已失效，请重新登录', en: 'Your sign-in is no longer valid. Sign in again.' },
  N001207: { zh: '登录已被注销，请重新登录', en: 'Your session was signed out. Sign in again.' },
  N001208: {
    zh: '账号已在其他设备登录，请重新登录',
    en: 'This account signed in on another device. Sign in again.',
  },
  N001209: { zh: '登录已过期，请重新登录', en: 'Your session has expired. Sign in again.' },
  N001413: {
    zh: '该账号已被禁止远程外网登录企业设备，请联系设备管理员',
    en: 'This account may not sign in to the enterprise device from outside. Contact the device administrator.',
  },
  N001602: { zh: '保险箱状态已变化，正在重新读取', en: 'The safe box changed; reading its state again' },
  N001603: { zh: '请先登录保险箱', en: 'Sign in to the safe box first' },
  N007104: { zh: '请返回加密根目录', en: 'Return to the encrypted root folder' },
  N987654: {
    zh: '系统版本过低，请前往升级',
    en: 'The system version is too low. Go and upgrade.',
  },
  S001074: { zh: '未找到外网访问名称', en: 'No external access name was found' },
  S001085: {
    zh: '密钥协商失败，正在重新获取公钥',
    en: 'Key agreement failed; fetching the public key again',
  },
  QC001: { zh: '企业连接标识为空', en: 'The enterprise connection identifier is empty' },
  QC002: { zh: '获取公钥失败', en: 'Could not fetch the public key' },
  QC003: { zh: '无法获取企业连接标识', en: 'Could not obtain the enterprise connection identifier' },
  QC004: { zh: '请求超时', en: 'The request timed out' },
  N300005: { zh: '硬盘挂载出现问题', en: 'A disk could not be mounted' },
  N300008: { zh: '无法开始格式化', en: 'Formatting could not start' },
  N300029: { zh: '硬盘出现问题', en: 'There is a problem with the disks' },
  N300033: { zh: '已插入的固态硬盘丢失', en: 'An inserted SSD is missing' },
  N300034: { zh: '硬盘状态已变化，原有硬盘丢失', en: 'The disks changed: an original disk is missing' },
  N300035: { zh: '未检测到硬盘', en: 'No disk was found' },
  N300036: { zh: '硬盘容量不满足要求', en: 'The disk capacity is not acceptable' },
  N300046: { zh: '硬盘状态异常', en: 'Abnormal disk state' },
  N300050: { zh: '硬盘状态异常', en: 'Abnormal disk state' },
  N300051: { zh: '硬盘状态异常', en: 'Abnormal disk state' },
  N300053: { zh: '硬盘状态异常', en: 'Abnormal disk state' },
  N300061: { zh: '存储池或硬盘已损坏', en: 'A RAID or single disk is damaged' },
  N300087: { zh: '格式化已关闭，请刷新页面', en: 'Formatting was closed. Reload the page.' },
  N300147: { zh: '密码错误，还有{remaining}次机会', en: 'Wrong password. {remaining} attempts left.' },
  N300148: {
    zh: '密码错误超过5次，挂载失败。如需重新挂载，请重启设备后，重新输入密码。',
    en: 'Wrong password more than 5 times; mounting failed. Restart the device and enter the password again to mount.',
  },
  N300150: { zh: '未设置密码提示', en: 'No password hint was set' },
  N300410: { zh: '设备需要重启', en: 'The device needs to restart' },
  N300418: { zh: '固态硬盘异常', en: 'SSD abnormality' },
  N300802: { zh: 'eSATA 扩展柜重启出错', en: 'The eSATA enclosure failed to restart' },
  N300814: { zh: 'eSATA 启用失败，部分硬盘出错', en: 'Enabling eSATA failed: some disks have errors' },
  N300815: { zh: 'eSATA 启用失败', en: 'Enabling eSATA failed' },
  N302002: { zh: '存储状态异常', en: 'Abnormal storage state' },
} as const satisfies Record<string, CodeText>;

export type SpecCode = keyof typeof SPEC_CODES;

export type Lang = 'zh-CN' | 'en';

/**
 * The message of a code the spec names, without the rest of the catalogue: the page words only a
 * few failures itself (a timeout, an unreadable answer) and loads this before it has signed in.
 */
export function specMessageOf(code: SpecCode, lang: Lang): string {
  const text: CodeText = SPEC_CODES[code];
  return lang === 'en' ? text.en : text.zh;
}
