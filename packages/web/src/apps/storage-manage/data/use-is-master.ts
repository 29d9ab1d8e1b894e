import { Role } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../../session/session-store';

/**
 * Whether the signed-in user is the super administrator, who alone changes pools and disks
 * (DECISIONS "Roles"); the operations administrator sees the same screens read-only.
 */
export function useIsMaster(): boolean {
  return useSessionStore((state) => state.session !== null && mainRoleOf(state.session) === Role.master);
}
