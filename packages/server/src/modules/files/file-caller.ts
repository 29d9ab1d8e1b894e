import type { AuthContext } from '../auth/auth-context.js';
import type { FileCaller } from './path-resolver.js';

export function callerOf(auth: AuthContext): FileCaller {
  return { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole };
}
