import {
  isAppServiceName,
  type AppGrant,
  type AppServiceName,
  type MainRole,
  type ServicePermit,
} from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

export interface PermitSubject {
  id: number;
  name: string;
}

export interface PermitUser extends PermitSubject {
  mainRole: MainRole;
}

type GrantRow = { service: string; allowed: AppGrant };

/** Grants keyed by service; rows naming a service Coffer no longer has are left out. */
function byService(rows: readonly GrantRow[]): Map<AppServiceName, AppGrant> {
  const grants = new Map<AppServiceName, AppGrant>();
  for (const row of rows) if (isAppServiceName(row.service)) grants.set(row.service, row.allowed);
  return grants;
}

/**
 * App service grants per user and per group (migration 18): 1 allow, 0 deny; no row, no grant.
 * A deleted user or group takes its grants with it (foreign keys). `epoch` moves with every change
 * an answer depends on, group membership included (the migration's triggers).
 */
export class AppPermitsStore {
  private readonly epochQuery;
  private readonly userGrantsQuery;
  private readonly groupGrantsOfUserQuery;

  constructor(private readonly db: Db) {
    this.epochQuery = db.prepare('SELECT epoch FROM app_permit_epoch WHERE id = 1').pluck();
    this.userGrantsQuery = db.prepare('SELECT service, allowed FROM app_user_permits WHERE user_id = ?');
    this.groupGrantsOfUserQuery = db.prepare(
      `SELECT p.service, p.allowed FROM app_group_permits p
       JOIN user_group_members m ON m.group_id = p.group_id
       WHERE m.user_id = ?`,
    );
  }

  epoch(): number {
    return this.epochQuery.get() as number;
  }

  userGrants(uid: number): Map<AppServiceName, AppGrant> {
    return byService(this.userGrantsQuery.all(uid) as GrantRow[]);
  }

  /** Every grant of every group the user belongs to, by service. */
  groupGrantsOfUser(uid: number): Map<AppServiceName, AppGrant[]> {
    const grants = new Map<AppServiceName, AppGrant[]>();
    for (const row of this.groupGrantsOfUserQuery.all(uid) as GrantRow[]) {
      if (!isAppServiceName(row.service)) continue;
      grants.set(row.service, [...(grants.get(row.service) ?? []), row.allowed]);
    }
    return grants;
  }

  groupGrants(gid: number): Map<AppServiceName, AppGrant> {
    const rows = this.db
      .prepare('SELECT service, allowed FROM app_group_permits WHERE group_id = ?')
      .all(gid) as GrantRow[];
    return byService(rows);
  }

  /** Who holds a grant on one service: users first, then groups, each by id. */
  permitsOf(service: AppServiceName): (ServicePermit & { name: string })[] {
    const rows = this.db
      .prepare(
        `SELECT 'user' AS type, p.user_id AS id, p.allowed AS permission, u.username AS name
           FROM app_user_permits p JOIN users u ON u.id = p.user_id WHERE p.service = ?
         UNION ALL
         SELECT 'group', p.group_id, p.allowed, g.name
           FROM app_group_permits p JOIN user_groups g ON g.id = p.group_id WHERE p.service = ?
         ORDER BY 1 DESC, 2`,
      )
      .all(service, service);
    return rows as (ServicePermit & { name: string })[];
  }

  replaceServicePermits(service: AppServiceName, permits: readonly ServicePermit[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM app_user_permits WHERE service = ?').run(service);
      this.db.prepare('DELETE FROM app_group_permits WHERE service = ?').run(service);
      const user = this.db.prepare(
        'INSERT INTO app_user_permits (service, user_id, allowed) VALUES (?, ?, ?)',
      );
      const group = this.db.prepare(
        'INSERT INTO app_group_permits (service, group_id, allowed) VALUES (?, ?, ?)',
      );
      for (const permit of permits) {
        (permit.type === 'user' ? user : group).run(service, permit.id, permit.permission);
      }
    })();
  }

  /** Sets one user's or one group's grants on the services named; null removes that grant. */
  setSubjectGrants(
    type: 'user' | 'group',
    id: number,
    grants: ReadonlyMap<AppServiceName, AppGrant | null>,
  ): void {
    const table = type === 'user' ? 'app_user_permits' : 'app_group_permits';
    const column = type === 'user' ? 'user_id' : 'group_id';
    this.db.transaction(() => {
      const drop = this.db.prepare(`DELETE FROM ${table} WHERE service = ? AND ${column} = ?`);
      const put = this.db.prepare(
        `INSERT INTO ${table} (service, ${column}, allowed) VALUES (?, ?, ?)
         ON CONFLICT (service, ${column}) DO UPDATE SET allowed = excluded.allowed`,
      );
      for (const [service, allowed] of grants) {
        if (allowed === null) drop.run(service, id);
        else put.run(service, id, allowed);
      }
    })();
  }

  user(uid: number): PermitUser | undefined {
    return this.db
      .prepare('SELECT id, username AS name, main_role AS mainRole FROM users WHERE id = ?')
      .get(uid) as PermitUser | undefined;
  }

  users(): PermitUser[] {
    return this.db
      .prepare('SELECT id, username AS name, main_role AS mainRole FROM users ORDER BY id')
      .all() as PermitUser[];
  }

  group(gid: number): PermitSubject | undefined {
    return this.db.prepare('SELECT id, name FROM user_groups WHERE id = ?').get(gid) as
      PermitSubject | undefined;
  }
}
