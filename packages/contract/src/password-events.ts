/**
 * The eventName values of `/v1/user/CheckUserPasswd` (DECISIONS "Sign-in calls"). A success is
 * remembered for 5 s for that session and that event only.
 */
export const PasswordEvent = {
  screenLock: 'ScreenLock',
  storageFormat: 'StorageFormat',
  storageDelete: 'StorageDelete',
  storageKey: 'StorageKey',
  power: 'Power',
  /** Opening or closing remote assistance (spec 3 §6, RHELP-02). */
  remoteHelp: 'RemoteHelp',
} as const;
export type PasswordEventName = (typeof PasswordEvent)[keyof typeof PasswordEvent];

export const PASSWORD_EVENTS: readonly PasswordEventName[] = Object.values(PasswordEvent);
