import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { Role, type FileServiceName, type MainRole, type ServiceMapping } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { LAYOUT, makeSubvolume, type FilePools } from '../files/file-pool.js';
import type { PathResolver } from '../files/path-resolver.js';
import type { PublicDirsStore } from '../files/public-dirs-store.js';
import type { ServiceExport, ServiceUser, DriverState } from './driver.js';
import { mappingOf, type FileServicesStore, type FolderKey } from './file-services-store.js';

export interface ExportSources {
  db: Db;
  store: FileServicesStore;
  pools: FilePools;
  publicDirs: PublicDirsStore;
  resolver: PathResolver;
}

/** The name the `home` mapping starts with: each user sees their own folder under it. */
export const HOME_MAPPING_NAME = 'home';

export function serviceUsers(db: Db): ServiceUser[] {
  const rows = db.prepare('SELECT id, username, disabled, main_role FROM users ORDER BY id').all() as {
    id: number;
    username: string;
    disabled: number;
    main_role: MainRole;
  }[];
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    enabled: row.disabled === 0,
    mainRole: row.main_role,
  }));
}

/** The service's mappings: the users' own folders and every group folder, each named once. */
export function serviceMappings(service: FileServiceName, sources: ExportSources): ServiceMapping[] {
  const dirs = sources.publicDirs.all();
  const folders: { key: FolderKey; name: string }[] = [
    { key: 'home', name: HOME_MAPPING_NAME },
    ...dirs.map((dir) => ({ key: `group:${dir.fid}` as const, name: dir.name })),
  ];
  const nameOf = new Map(dirs.map((dir) => [dir.fid, dir.name]));
  return sources.store.syncMappings(service, folders).map((row) => {
    const mapping = mappingOf(row);
    return { ...mapping, path: mapping.fid === null ? '/home' : `/public/${nameOf.get(mapping.fid)}` };
  });
}

async function ensureFolder(path: string): Promise<void> {
  if (!(await lstat(path).catch(() => undefined))) await makeSubvolume(path);
}

/**
 * What the service exports now, with each folder's readers and writers from the permission model
 * (the same rules as the file manager: `PublicDirsStore.permissionOf`). Disabled accounts appear in
 * no list. Nothing is exported while no pool is usable.
 */
export async function serviceExports(
  service: FileServiceName,
  sources: ExportSources,
  users: readonly ServiceUser[],
): Promise<{ mappings: ServiceMapping[]; exports: ServiceExport[] }> {
  const mappings = serviceMappings(service, sources);
  const usable = await sources.pools.usable().catch(() => undefined);
  if (!usable) return { mappings, exports: [] };
  const enabled = users.filter((user) => user.enabled);
  const exports: ServiceExport[] = [];
  for (const mapping of mappings.filter((candidate) => candidate.exported)) {
    if (mapping.fid === null) {
      // Each user's own folder is made (and its storage limit applied) before a service serves it.
      for (const user of enabled) {
        await sources.resolver.homeOf({ id: user.id, username: user.username, mainRole: user.mainRole });
      }
      exports.push({
        mapping,
        real: join(usable.root, LAYOUT.homes),
        readers: [],
        writers: enabled.map((user) => user.username),
      });
      continue;
    }
    const real = join(usable.root, LAYOUT.public, mapping.path.slice('/public/'.length));
    await ensureFolder(real);
    const readers: string[] = [];
    const writers: string[] = [];
    for (const user of enabled) {
      const level =
        user.mainRole === Role.user
          ? sources.publicDirs.permissionOf({ id: user.id, mainRole: user.mainRole }, mapping.fid)
          : 1;
      if (level === 1) writers.push(user.username);
      else if (level === 2) readers.push(user.username);
    }
    exports.push({ mapping, real, readers, writers });
  }
  return { mappings, exports };
}

/** The IP lists as addresses the servers can be told (entries' own text: an address or a range). */
export function serviceAddresses(db: Db, now = Date.now()): DriverState['addresses'] {
  const allow = (db.prepare('SELECT ip FROM ip_allow ORDER BY id').all() as { ip: string }[]).map(
    (row) => row.ip,
  );
  const block = (
    db
      .prepare('SELECT ip FROM ip_block WHERE locked = 1 AND (expires_at = 0 OR expires_at > ?) ORDER BY id')
      .all(now) as { ip: string }[]
  ).map((row) => row.ip);
  return { mode: allow.length > 0 ? 'allow-only' : 'all', allow, block };
}
