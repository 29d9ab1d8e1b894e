import type { MainRole } from '@coffer/contract';
import type { SessionRow } from './sessions-store.js';
import type { UserRow } from './users-store.js';

/** Who is calling: set by the auth hook on every private call. */
export interface AuthContext {
  session: SessionRow;
  user: UserRow;
  mainRole: MainRole;
}

/** What the page says about itself in every call's query (REQ-01). */
export interface ClientInfo {
  ip: string;
  deviceId: string;
  device: string;
  platform: string;
}
