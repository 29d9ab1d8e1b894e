/** Constants of the spec used by both halves (INVENTORY T5). Each number appears here once. */

/** GEN-05: the client version string; the daemon reports the same, and a mismatch reloads the page. */
export const APP_VERSION = '2.3.2025060401';
/** GEN-04 */
export const DEFAULT_DEVICE_MODEL = 'z2';
/** SESS-08 */
export const PRIVACY_PROTOCOL_VERSION = '20240222';

/** SESS-11 */
export const PORTS = {
  http: 5055,
  tls: 5050,
  transfer: 8050,
  monitoring: 554,
  syncthing: 22000,
  bt: 51413,
  localPush: 8015,
} as const;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** T5.1 request timeouts. */
export const TIMEOUTS = {
  default: 30 * SECOND,
  network: 60 * SECOND,
  actionNew: 10 * SECOND,
  loginReport: 1 * SECOND,
  fileList: 600 * SECOND,
  publicDirInfo: 120 * SECOND,
  servicePermits: 300 * SECOND,
  polling: 5 * SECOND,
  syncthingHealth: 3 * SECOND,
  poolCacheDelete: 5 * MINUTE,
  serviceStartStop: 10 * MINUTE,
} as const;

/** T5.1 connection, session and lock timers. */
export const TIMERS = {
  connectionTimeoutThreshold: 25 * SECOND,
  connectionCheckInterval: 5 * SECOND,
  versionMismatchReload: 3 * SECOND,
  publicAddressLookupDelay: 1 * SECOND,
  activityStampExpiry: 10 * SECOND,
  activityStampRefresh: 1 * SECOND,
  toastDedupe: 3 * SECOND,
  passwordCheckValidity: 5 * SECOND,
} as const;

/** DECISIONS "Sign-in calls": daemon-side session lifetimes. SESS-04: keep-login lasts 360 days. */
export const SESSION_IDLE_EXPIRY = 24 * HOUR;
export const KEEP_LOGIN_EXPIRY = 360 * DAY;

/** Repeated wrong passwords lock that account from that address (issue 2 §5). */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  lockMs: 15 * MINUTE,
} as const;

/** T5.2 account passwords: 8 to 16 printable ASCII, at least 3 of 4 classes. */
export const ACCOUNT_PASSWORD = {
  minLength: 8,
  maxLength: 16,
  minClasses: 3,
} as const;

export const USERNAME = {
  minLength: 1,
  maxLength: 32,
} as const;

/** Query parameter every call carries: webagent=v2 (REQ-01). */
export const WEB_AGENT = 'v2';

/** The header and body field the token travels in on POST calls; the cookie for GET downloads. */
export const TOKEN_FIELD = 'token';
export const SESSION_COOKIE = 'coffer_session';
