import type { SwitchDiskMessages } from '../apps/switch-disk/switch-disk-text';
import type { SignedInMessages } from './signed-in-texts';

/** zh-CN, the default language (GEN-03). `en.ts` must have the same keys. */
export const zhCN = {
  app: {
    name: 'Coffer',
    tagline: '企业网络存储',
  },
  common: {
    ok: '确定',
    cancel: '取消',
    loading: '加载中…',
    iKnow: '我知道了',
    colon: '：',
    retry: '重试',
  },
  lang: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  role: {
    master: '超级管理员',
    devOps: '运维管理员',
    user: '普通用户',
  },
  request: {
    timeout: '请求超时，请检查网络后重试',
    network: '网络连接错误',
  },
  connection: {
    timedOut: '连接超时，正在重新连接。请勿刷新页面，刷新会丢失任务队列。',
  },
  signOutNotice: {
    accountDisabledTitle: '账号提示',
    externalLoginTitle: '重要提示',
  },
  device: {
    name: '设备名称',
    model: '型号',
  },
  login: {
    title: '登录',
    subtitle: '使用设备账号登录',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    keepLogin: '保持登录',
    submit: '登录',
    showPassword: '显示密码',
  },
  register: {
    title: '创建超级管理员',
    ruleMet: '（已满足）',
    intro: '欢迎使用。这是本设备第一次启动，请先创建超级管理员账号，它拥有设备的全部管理权限。',
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    confirmRequired: '请再次输入密码',
    confirmMismatch: '两次输入的密码不一致',
    passwordWeak: '密码不符合下方的要求',
    submit: '创建并登录',
    rulesTitle: '密码要求',
    ruleLength: '{{min}}-{{max}} 个字符',
    ruleCharset: '只能使用英文字母、数字和英文符号',
    ruleClasses: '至少包含数字、大写字母、小写字母、符号中的 {{count}} 种',
  },
  privacy: {
    title: '隐私政策更新',
    body: '为了更好地保护你的个人信息，我们更新了<privacy>《隐私政策》</privacy>和<protocol>《服务协议》</protocol>。请仔细阅读并同意后继续使用；如不同意，将退出登录。',
    agree: '同意',
    disagree: '不同意并退出',
  },
  placeholder: {
    backToDesktop: '返回桌面',
    pageTitle: '此页面暂未在本设备上提供',
    pageBody: '该页面尚未在本设备上提供。',
    backToLogin: '前往登录',
  },
  notFound: {
    title: '页面不存在',
    body: '你访问的页面不存在或已被移除。',
    backHome: '返回首页',
  },
  unauthorized: {
    title: '没有访问权限',
    body: '请登录后再访问此页面，或联系设备管理员。',
    backHome: '返回首页',
  },
  entry: {
    connecting: '正在连接设备…',
  },
};

/**
 * Texts an app registers from its own chunk when it loads (`i18n.addMessages`), so the shell's
 * bundle does not carry them; typed here by a type-only import.
 */
export type AppMessages = SwitchDiskMessages;

/** Every text; the signed-in shell's arrive with its chunk (signed-in-texts.ts), apps' with theirs. */
export type Messages = typeof zhCN & SignedInMessages & AppMessages;
