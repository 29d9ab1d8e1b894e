import type { MainRole } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { BoundedCache } from '../../platform/bounded-cache.js';

export interface UserRow {
  id: number;
  username: string;
  nickname: string;
  password_hash: string;
  main_role: MainRole;
  disabled: number;
  protocol_version: string;
  share_disable: number;
  flash_disable: number;
  created_at: number;
}

export interface NewUser {
  username: string;
  nickname: string;
  passwordHash: string;
  mainRole: MainRole;
}

/** The caller's user row is read on every private call; it stays in memory, written through. */
const CACHED_USERS = 5_000;

export class UsersStore {
  private readonly cache = new BoundedCache<number, UserRow>(CACHED_USERS);
  private readonly byName;
  private readonly byId;
  private readonly masterCount;
  private readonly insertUser;
  private readonly updateHash;
  private readonly updateProtocol;

  constructor(private readonly db: Db) {
    this.byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
    this.byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
    this.masterCount = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE main_role = 1');
    this.insertUser = db.prepare(
      'INSERT INTO users (username, nickname, password_hash, main_role, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.updateHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
    this.updateProtocol = db.prepare('UPDATE users SET protocol_version = ? WHERE id = ?');
  }

  findByName(username: string): UserRow | undefined {
    return this.byName.get(username);
  }

  findById(id: number): UserRow | undefined {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const row = this.byId.get(id);
    if (row) this.cache.set(id, row);
    return row;
  }

  hasMaster(): boolean {
    return this.masterCount.get()!.n > 0;
  }

  insert(user: NewUser): number {
    const result = this.insertUser.run(
      user.username,
      user.nickname,
      user.passwordHash,
      user.mainRole,
      Date.now(),
    );
    return Number(result.lastInsertRowid);
  }

  /** Creates the super administrator unless one exists, atomically; undefined when one already did. */
  insertFirstMaster(user: Omit<NewUser, 'mainRole'>): number | undefined {
    return this.db.transaction(() =>
      this.hasMaster() ? undefined : this.insert({ ...user, mainRole: 1 }),
    )();
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.updateHash.run(passwordHash, id);
    const cached = this.cache.get(id);
    if (cached) cached.password_hash = passwordHash;
  }

  setDisabled(id: number, disabled: boolean): void {
    this.db.prepare('UPDATE users SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, id);
    const cached = this.cache.get(id);
    if (cached) cached.disabled = disabled ? 1 : 0;
  }

  /** Drops the cached row after another store changed or deleted it (the user center). */
  forget(id: number): void {
    this.cache.delete(id);
  }

  setProtocolVersion(id: number, version: string): void {
    this.updateProtocol.run(version, id);
    const cached = this.cache.get(id);
    if (cached) cached.protocol_version = version;
  }
}
