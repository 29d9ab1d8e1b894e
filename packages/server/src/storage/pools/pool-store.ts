import type { Db } from '../../db/open-database.js';
import { pendingPairs, type MigrationPair } from '../migration/migration-plan.js';
import type { PoolRecord } from './pool-record.js';

interface PoolRow {
  id: string;
  name: string;
  kind: string;
  raid_type: string;
  protocol: string;
  fs_uuid: string;
  members: string;
  spares: string;
  created_at: number;
  state: string;
  encrypted: number;
  pwd_prompt: string;
  /** The plan of a migration whose job is unfinished (migration 9), or null. */
  migration_pairs: string | null;
}

/**
 * Every pool with the plan of its migration under way, if any: a migration's job queued or running
 * holds its pairs not yet moved, whose new disks are no longer free.
 */
const SELECT_POOLS = `
  SELECT pools.*, (
    SELECT m.pairs FROM pool_migrations m JOIN jobs j ON j.id = m.job_id
    WHERE m.pool_id = pools.id AND j.state IN ('queued', 'running')
    ORDER BY m.created_at DESC LIMIT 1
  ) AS migration_pairs
  FROM pools`;

function fromRow(row: PoolRow): PoolRecord {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PoolRecord['kind'],
    raidType: row.raid_type as PoolRecord['raidType'],
    protocol: row.protocol as PoolRecord['protocol'],
    fsUuid: row.fs_uuid,
    members: JSON.parse(row.members) as PoolRecord['members'],
    spares: JSON.parse(row.spares) as PoolRecord['spares'],
    createdAt: row.created_at,
    state: row.state as PoolRecord['state'],
    encrypted: row.encrypted === 1,
    pwdPrompt: row.pwd_prompt,
    ...(row.migration_pairs === null
      ? {}
      : { moving: pendingPairs(JSON.parse(row.migration_pairs) as MigrationPair[]) }),
  };
}

/** The pools table (migration 2). Names are unique regardless of case, also in the schema. */
export class PoolStore {
  constructor(private readonly db: Db) {}

  all(): PoolRecord[] {
    const rows = this.db.prepare(`${SELECT_POOLS} ORDER BY pools.created_at, pools.rowid`).all() as PoolRow[];
    return rows.map(fromRow);
  }

  find(id: string): PoolRecord | undefined {
    const row = this.db.prepare(`${SELECT_POOLS} WHERE pools.id = ?`).get(id) as PoolRow | undefined;
    return row && fromRow(row);
  }

  insert(pool: PoolRecord): void {
    this.db
      .prepare(
        `INSERT INTO pools (id, name, kind, raid_type, protocol, fs_uuid, members, spares, created_at, state,
           encrypted, pwd_prompt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        pool.id,
        pool.name,
        pool.kind,
        pool.raidType,
        pool.protocol,
        pool.fsUuid,
        JSON.stringify(pool.members),
        JSON.stringify(pool.spares),
        pool.createdAt,
        pool.state,
        pool.encrypted ? 1 : 0,
        pool.pwdPrompt ?? '',
      );
  }

  markReady(id: string, fsUuid: string): void {
    this.db.prepare("UPDATE pools SET state = 'ready', fs_uuid = ? WHERE id = ?").run(fsUuid, id);
  }

  /** The members after a repair: each replaced disk's place taken by its replacement. */
  setMembers(id: string, members: PoolRecord['members']): void {
    this.db.prepare('UPDATE pools SET members = ? WHERE id = ?').run(JSON.stringify(members), id);
  }

  /** The hot spares protecting a pool (pool-spares.ts). */
  setSpares(id: string, spares: readonly string[]): void {
    this.db.prepare('UPDATE pools SET spares = ? WHERE id = ?').run(JSON.stringify(spares), id);
  }

  rename(id: string, name: string): void {
    this.db.prepare('UPDATE pools SET name = ? WHERE id = ?').run(name, id);
  }

  remove(id: string): void {
    this.db.prepare('DELETE FROM pools WHERE id = ?').run(id);
  }
}
