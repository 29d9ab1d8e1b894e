import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isMainRole, Role, type LoginResult, type MainRole, type UserInfo } from '@coffer/contract';

/** SESS-02: what the page keeps of a sign-in, plus the keep-login choice made on the form. */
export interface Session extends LoginResult {
  keepLogin: boolean;
}

/** Why the last session ended: the user chose to, or the daemon or the inactivity rule ended it. */
export type SessionEnd = 'user' | 'forced';

interface SessionState {
  session: Session | null;
  /** Not persisted: only the open page needs to know how its session ended. */
  endedBy: SessionEnd | null;
  /**
   * Not persisted: the token this page got from its own sign-in. Its facts are the sign-in's answer,
   * so it needs no token check; a session found in storage does.
   */
  signedInHere: string | null;
  signIn: (result: LoginResult, keepLogin: boolean) => void;
  /** Refreshes the user facts from a token check (SESS-01) without touching token or nasid. */
  applyUserInfo: (info: UserInfo) => void;
  setProtocolVersion: (version: string) => void;
  clear: (endedBy?: SessionEnd) => void;
}

export const SESSION_STORAGE_KEY = 'coffer.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      endedBy: null,
      signedInHere: null,
      signIn: (result, keepLogin) =>
        set({ session: { ...result, keepLogin }, endedBy: null, signedInHere: result.token }),
      applyUserInfo: (info) =>
        set(({ session }) =>
          session
            ? {
                session: {
                  ...session,
                  username: info.username,
                  nickname: info.nickname,
                  mainRole: info.roleInfo.mainRole,
                  isMaster: info.isMaster,
                  isDevOps: info.isDevOps,
                  userSetting: info.userSetting,
                  userType: info.type || session.userType,
                  keepLogin: info.keepLogin,
                },
              }
            : {},
        ),
      setProtocolVersion: (version) =>
        set(({ session }) =>
          session
            ? { session: { ...session, userSetting: { ...session.userSetting, protocolVersion: version } } }
            : {},
        ),
      clear: (endedBy = 'forced') =>
        set(({ session }) => ({ session: null, endedBy: session ? endedBy : null })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ session }) => ({ session }),
    },
  ),
);

export function getSession(): Session | null {
  return useSessionStore.getState().session;
}

export function getToken(): string {
  return getSession()?.token ?? '';
}

export function clearSession(endedBy: SessionEnd = 'forced'): void {
  useSessionStore.getState().clear(endedBy);
}

/** SESS-02: main role 2 is the default when the answer does not name a known role. */
export function mainRoleOf(session: Pick<Session, 'mainRole'>): MainRole {
  return isMainRole(session.mainRole) ? session.mainRole : Role.devOps;
}
