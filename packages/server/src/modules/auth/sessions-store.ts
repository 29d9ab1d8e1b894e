import type { Db } from '../../db/open-database.js';
import { BoundedCache } from '../../platform/bounded-cache.js';

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

/** Sessions are read on every private call; the live ones stay in memory, written through. */
const CACHED_SESSIONS = 10_000;

export class SessionsStore {
  private readonly cache = new BoundedCache<string, SessionRow>(CACHED_SESSIONS);
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
    const cached = this.cache.get(tokenHash);
    if (cached) return cached;
    const row = this.byHash.get(tokenHash);
    if (row) this.cache.set(tokenHash, row);
    return row;
  }

  insert(session: NewSession): void {
    this.insertRow.run(session);
  }

  touch(tokenHash: string, lastSeen: number, expiresAt: number): void {
    this.touchRow.run(lastSeen, expiresAt, tokenHash);
    const cached = this.cache.get(tokenHash);
    if (cached) Object.assign(cached, { last_seen: lastSeen, expires_at: expiresAt });
  }

  revoke(tokenHash: string, reason: RevokeReason, at: number): void {
    this.revokeRow.run(at, reason, tokenHash);
    const cached = this.cache.get(tokenHash);
    if (cached && cached.revoked_at === null)
      Object.assign(cached, { revoked_at: at, revoke_reason: reason });
  }

  revokeAllOfUser(userId: number, reason: RevokeReason, at: number): number {
    const changes = this.revokeUser.run(at, reason, userId).changes;
    for (const cached of this.cache.values()) {
      if (cached.user_id === userId && cached.revoked_at === null) {
        Object.assign(cached, { revoked_at: at, revoke_reason: reason });
      }
    }
    return changes;
  }

  setLocked(tokenHash: string, locked: boolean): void {
    this.lockRow.run(locked ? 1 : 0, tokenHash);
    const cached = this.cache.get(tokenHash);
    if (cached) cached.locked = locked ? 1 : 0;
  }

  /** Forgets sessions that ended long enough ago that nobody can still be shown why. */
  purge(before: number): void {
    this.purgeRows.run(before, before);
    this.cache.clear();
  }
}
