import type { Db } from '../../db/open-database.js';
import type { RecordedMember } from '../pools/pool-record.js';

export type CacheMode = 'read' | 'readwrite';

/**
 * An SSD cache pool as the device remembers it (SQLite `cache_pools`): the SSDs, how they were put
 * together and which pool they cache. Recorded once its job has attached the cache set.
 */
export interface CachePoolRecord {
  /** `cache-` and 8 hex digits. */
  id: string;
  /** Shares the name space of pools (STOR-POOL-07). */
  name: string;
  /** The SATA pool it caches. */
  poolId: string;
  raidType: string;
  mode: CacheMode;
  /** The SSDs, in order. */
  members: RecordedMember[];
  /** bcache's cache set UUID (`make-bcache -C`). */
  setUuid: string;
  /** The device the cache set was made on: one SSD, or the md device over several. */
  cacheDevice: string;
  createdAt: number;
}

interface CachePoolRow {
  id: string;
  name: string;
  pool_id: string;
  raid_type: string;
  mode: string;
  members: string;
  set_uuid: string;
  cache_device: string;
  created_at: number;
}

function fromRow(row: CachePoolRow): CachePoolRecord {
  return {
    id: row.id,
    name: row.name,
    poolId: row.pool_id,
    raidType: row.raid_type,
    mode: row.mode as CacheMode,
    members: JSON.parse(row.members) as RecordedMember[],
    setUuid: row.set_uuid,
    cacheDevice: row.cache_device,
    createdAt: row.created_at,
  };
}

/** The cache_pools table (migration 8). */
export class CachePoolStore {
  constructor(private readonly db: Db) {}

  all(): CachePoolRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM cache_pools ORDER BY created_at, rowid')
      .all() as CachePoolRow[];
    return rows.map(fromRow);
  }

  find(id: string): CachePoolRecord | undefined {
    const row = this.db.prepare('SELECT * FROM cache_pools WHERE id = ?').get(id) as CachePoolRow | undefined;
    return row && fromRow(row);
  }

  insert(cache: CachePoolRecord): void {
    this.db
      .prepare(
        `INSERT INTO cache_pools (id, name, pool_id, raid_type, mode, members, set_uuid, cache_device, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        cache.id,
        cache.name,
        cache.poolId,
        cache.raidType,
        cache.mode,
        JSON.stringify(cache.members),
        cache.setUuid,
        cache.cacheDevice,
        cache.createdAt,
      );
  }

  rename(id: string, name: string): void {
    this.db.prepare('UPDATE cache_pools SET name = ? WHERE id = ?').run(name, id);
  }

  remove(id: string): void {
    this.db.prepare('DELETE FROM cache_pools WHERE id = ?').run(id);
  }
}
