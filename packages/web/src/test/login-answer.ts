import type { LoginResult } from '@coffer/contract';

/** The daemon's answer to a sign-in of the super administrator; a test changes what it needs. */
export function loginAnswer(changes: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok-new',
    userid: 1,
    username: 'owner',
    nickname: '',
    mainRole: 1,
    isMaster: 1,
    isDevOps: 0,
    userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: '' },
    userType: 'file',
    nasid: 'nas-1',
    ...changes,
  };
}
