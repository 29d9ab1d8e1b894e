import type { Db } from '../../db/open-database.js';

export type RevokeReason = 'logout' | 'password-reset' | 'signed-in-elsewhere';

export interface SessionRow {
  token_hash: string;
  user_id: number;
  keep_login: number;
  created_at: number;
  last_seen: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: RevokeReason | null;
  locked: number;
  ip: string;
  device_id: string;
  device: string;
  platform: string;
}

export type NewSession = Pick<
  SessionRow,
  | 'token_hash'
  | 'user_id'
  | 'keep_login'
  | 'created_at'
  | 'last_seen'
  | 'expires_at'
  | 'ip'
  | 'device_id'
  | 'device'
  | 'platform'
>;

export class SessionsStore {
  private readonly byHash;
  private readonly insertRow;
  private readonly touchRow;
  private readonly revokeRow;
  private readonly revokeUser;
  private readonly lockRow;
  private readonly purgeRows;

  constructor(db: Db) {
    this.byHash = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?');
    this.insertRow = db.prepare(
      `INSERT INTO sessions (token_hash, user_id, keep_login, created_at, last_seen, expires_at, ip, device_id, device, platform)
       VALUES (@token_hash, @user_id, @keep_login, @created_at, @last_seen, @expires_at, @ip, @device_id, @device, @platform)`,
    );
    this.touchRow = db.prepare('UPDATE sessions SET last_seen = ?, expires_at = ? WHERE token_hash = ?');
    this.revokeRow = db.prepare(
      'UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE token_hash = ? AND revoked_at IS NULL',
    );
    this.revokeUser = db.prepare(
      'UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE user_id = ? AND revoked_at IS NULL',
    );
    this.lockRow = db.prepare('UPDATE sessions SET locked = ? WHERE token_hash = ?');
    this.purgeRows = db.prepare('DELETE FROM sessions WHERE expires_at < ? OR revoked_at < ?');
  }

  find(tokenHash: string): SessionRow | undefined {
    return this.byHash.get(tokenHash);
  }

  insert(session: NewSession): void {
    this.insertRow.run(session);
  }

  touch(tokenHash: string, lastSeen: number, expiresAt: number): void {
    this.touchRow.run(lastSeen, expiresAt, tokenHash);
  }

  revoke(tokenHash: string, reason: RevokeReason, at: number): void {
    this.revokeRow.run(at, reason, tokenHash);
  }

  revokeAllOfUser(userId: number, reason: RevokeReason, at: number): number {
    return this.revokeUser.run(at, reason, userId).changes;
  }

  setLocked(tokenHash: string, locked: boolean): void {
    this.lockRow.run(locked ? 1 : 0, tokenHash);
  }

  /** Forgets sessions that ended long enough ago that nobody can still be shown why. */
  purge(before: number): void {
    this.purgeRows.run(before, before);
  }
}
