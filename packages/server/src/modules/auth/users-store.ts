import type { MainRole } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

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

export class UsersStore {
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
    return this.byId.get(id);
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
  }

  setProtocolVersion(id: number, version: string): void {
    this.updateProtocol.run(version, id);
  }
}
