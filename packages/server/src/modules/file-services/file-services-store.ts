import type { FileServiceName, ServiceMapping } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

interface ServiceRow {
  enabled: number;
  config: string | null;
  recycle: number;
}

interface MappingRow {
  id: number;
  folder: string;
  name: string;
  exported: number;
}

/** A folder a mapping names: each user's own folder (`home`) or a group folder (`group:<fid>`). */
export type FolderKey = 'home' | `group:${number}`;

/** The file services' remembered state (migration 23), in SQL. */
export class FileServicesStore {
  constructor(private readonly db: Db) {}

  service(name: FileServiceName): { enabled: boolean; config: unknown; recycle: boolean } {
    const row = this.db
      .prepare('SELECT enabled, config, recycle FROM file_services WHERE name = ?')
      .get(name) as ServiceRow | undefined;
    return {
      enabled: row?.enabled === 1,
      config: row?.config ? (JSON.parse(row.config) as unknown) : undefined,
      recycle: row ? row.recycle === 1 : true,
    };
  }

  save(name: FileServiceName, change: { enabled?: boolean; config?: unknown; recycle?: boolean }): void {
    const now = this.service(name);
    this.db
      .prepare(
        `INSERT INTO file_services (name, enabled, config, recycle, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET enabled = excluded.enabled, config = excluded.config,
           recycle = excluded.recycle, updated_at = excluded.updated_at`,
      )
      .run(
        name,
        (change.enabled ?? now.enabled) ? 1 : 0,
        JSON.stringify(change.config ?? now.config ?? null),
        (change.recycle ?? now.recycle) ? 1 : 0,
        Date.now(),
      );
  }

  /** A number that changes whenever accounts, groups, group folder permits or IP lists do (triggers). */
  epoch(): number {
    return (this.db.prepare('SELECT epoch FROM file_service_epoch WHERE id = 1').get() as { epoch: number })
      .epoch;
  }

  /**
   * The service's mappings for `folders` (in that order), each made on first sight with `nameOf`'s
   * name (a suffix added where another mapping has it); mappings of folders that no longer exist go.
   */
  syncMappings(
    service: FileServiceName,
    folders: readonly { key: FolderKey; name: string }[],
  ): (MappingRow & { key: FolderKey })[] {
    return this.db.transaction(() => {
      const rows = this.db
        .prepare('SELECT id, folder, name, exported FROM file_service_mappings WHERE service = ?')
        .all(service) as MappingRow[];
      const byFolder = new Map(rows.map((row) => [row.folder, row]));
      const wanted = new Set(folders.map((folder) => folder.key));
      const remove = this.db.prepare('DELETE FROM file_service_mappings WHERE id = ?');
      for (const row of rows) if (!wanted.has(row.folder as FolderKey)) remove.run(row.id);
      const taken = new Set(
        rows.filter((row) => wanted.has(row.folder as FolderKey)).map((row) => row.name.toLowerCase()),
      );
      const insert = this.db.prepare(
        'INSERT INTO file_service_mappings (service, folder, name, exported) VALUES (?, ?, ?, 1) RETURNING id',
      );
      return folders.map((folder) => {
        const found = byFolder.get(folder.key);
        if (found) return { ...found, key: folder.key };
        let name = folder.name;
        for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${folder.name}-${n}`;
        taken.add(name.toLowerCase());
        const { id } = insert.get(service, folder.key, name) as { id: number };
        return { id, folder: folder.key, name, exported: 1, key: folder.key };
      });
    })();
  }

  mapping(service: FileServiceName, id: number): MappingRow | undefined {
    return this.db
      .prepare('SELECT id, folder, name, exported FROM file_service_mappings WHERE service = ? AND id = ?')
      .get(service, id) as MappingRow | undefined;
  }

  nameTaken(service: FileServiceName, name: string, exceptId: number): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM file_service_mappings WHERE service = ? AND name = ? COLLATE NOCASE AND id != ?',
        )
        .get(service, name, exceptId) !== undefined
    );
  }

  rename(id: number, name: string): void {
    this.db.prepare('UPDATE file_service_mappings SET name = ? WHERE id = ?').run(name, id);
  }

  setExported(id: number, exported: boolean): void {
    this.db.prepare('UPDATE file_service_mappings SET exported = ? WHERE id = ?').run(exported ? 1 : 0, id);
  }
}

export function mappingOf(row: MappingRow): ServiceMapping {
  const group = /^group:(\d+)$/.exec(row.folder);
  return {
    id: row.id,
    name: row.name,
    path: '',
    kind: group ? 'group' : 'home',
    fid: group ? Number(group[1]) : null,
    exported: row.exported === 1,
  };
}
