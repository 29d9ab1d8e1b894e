import { PRIVACY_PROTOCOL_VERSION, Role, type LoginResult, type MainRole } from '@coffer/contract';
import { useSessionStore } from '../session/session-store';

/** The session of alice (user 7) with `mainRole`, the privacy terms accepted. */
export function sessionOf(mainRole: MainRole): LoginResult {
  return {
    token: 'tok',
    userid: 7,
    username: 'alice',
    nickname: '',
    mainRole,
    isMaster: mainRole === Role.master ? 1 : 0,
    isDevOps: mainRole === Role.devOps ? 1 : 0,
    userSetting: { share_disable: 0, flash_disable: 0, protocolVersion: PRIVACY_PROTOCOL_VERSION },
    userType: 'file',
    nasid: 'nas-1',
  };
}

/** Signs alice in with `mainRole`, for this page only (not remembered). */
export function signInAs(mainRole: MainRole): void {
  useSessionStore.getState().signIn(sessionOf(mainRole), false);
}
