import { Role, type MainRole } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';

/** Whether the signed-in user may handle disks: the super administrator alone (spec 2 §6). */
export function useMayHandleDisks(): boolean {
  return useSessionStore((state) => state.session !== null && mainRoleOf(state.session) === Role.master);
}

/** The signed-in user's main role (role 3 until the session is known). */
export function useViewerRole(): MainRole {
  return useSessionStore((state) => (state.session ? mainRoleOf(state.session) : Role.user));
}

/** The user name and role label the booting and waiting overlays show. */
export function useViewerFacts(): { username: string; roleKey: 'role.master' | 'role.devOps' | 'role.user' } {
  const username = useSessionStore((state) => state.session?.username ?? '');
  const role = useSessionStore((state) => (state.session ? mainRoleOf(state.session) : Role.user));
  const roleKey = role === Role.master ? 'role.master' : role === Role.devOps ? 'role.devOps' : 'role.user';
  return { username, roleKey };
}
