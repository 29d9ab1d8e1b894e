import type { SignedInMessages } from './signed-in-texts';
import type { AppMessages, Messages } from './zh-CN';

export const en: Omit<Messages, keyof SignedInMessages | keyof AppMessages> = {
  app: {
    name: 'Coffer',
    tagline: 'Business network storage',
  },
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    loading: 'Loading…',
    iKnow: 'Got it',
    colon: ': ',
    retry: 'Retry',
  },
  lang: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
  },
  role: {
    master: 'Super administrator',
    devOps: 'Operations administrator',
    user: 'Ordinary user',
  },
  request: {
    timeout: 'The request timed out. Check the network and retry.',
    network: 'Network connection error',
  },
  connection: {
    timedOut: 'Connection timed out, reconnecting. Do not refresh the page: refreshing loses the task queue.',
  },
  signOutNotice: {
    accountDisabledTitle: 'Account notice',
    externalLoginTitle: 'Important notice',
  },
  device: {
    name: 'Device name',
    model: 'Model',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Sign in with your device account',
    username: 'Username',
    password: 'Password',
    usernameRequired: 'Enter your username',
    passwordRequired: 'Enter your password',
    keepLogin: 'Keep me signed in',
    submit: 'Sign in',
    showPassword: 'Show password',
  },
  register: {
    title: 'Create the super administrator',
    ruleMet: ' (met)',
    intro:
      'Welcome. This device is starting for the first time: create the super administrator account, which can manage everything on it.',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    usernameRequired: 'Enter a username',
    passwordRequired: 'Enter a password',
    confirmRequired: 'Enter the password again',
    confirmMismatch: 'The two passwords do not match',
    passwordWeak: 'The password does not meet the requirements below',
    submit: 'Create and sign in',
    rulesTitle: 'Password requirements',
    ruleLength: '{{min}} to {{max}} characters',
    ruleCharset: 'Only English letters, digits and ASCII symbols',
    ruleClasses: 'At least {{count}} of: digits, uppercase letters, lowercase letters, symbols',
  },
  privacy: {
    title: 'Privacy policy update',
    body: 'To better protect your personal information, we have updated the <privacy>Privacy Policy</privacy> and the <protocol>Service Agreement</protocol>. Please read and accept them to continue; if you do not agree, you will be signed out.',
    agree: 'Agree',
    disagree: 'Disagree and exit',
  },
  placeholder: {
    backToDesktop: 'Back to the desktop',
    pageTitle: 'This page is not available on this device yet',
    pageBody: 'This page is not provided on this device yet.',
    backToLogin: 'Go to sign-in',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has been removed.',
    backHome: 'Back home',
  },
  unauthorized: {
    title: 'No access',
    body: 'Sign in to open this page, or contact the device administrator.',
    backHome: 'Back home',
  },
  entry: {
    connecting: 'Connecting to the device…',
  },
};
