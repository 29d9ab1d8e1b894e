import { Role } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import type { Viewer } from './account-actions';

/** The signed-in administrator, as the rules of the rows see them. */
export function useViewer(): Viewer {
  const session = useSessionStore((state) => state.session);
  return session ? { uid: session.userid, mainRole: mainRoleOf(session) } : { uid: 0, mainRole: Role.user };
}
