import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { PushHub } from '../push/push-hub.js';
import type { Storage } from '../../start-storage.js';
import { FilePools } from './file-pool.js';
import { MetaSetting } from './meta-setting.js';
import { PathResolver, type ExternalRoot } from './path-resolver.js';
import { PublicDirsStore } from './public-dirs-store.js';
import { listRoutes } from './list-routes.js';
import { SortedNamesCache } from './list/sorted-names-cache.js';
import { StatWorkers } from './list/stat-workers.js';
import { publicDirRoutes } from './public-dir-routes.js';
import { rootsRoutes } from './roots-routes.js';
import { ShareMarks } from './share-marks.js';

export interface FilesDeps {
  app: FastifyInstance;
  db: Db;
  log: Logger;
  dataDir: string;
  storage: Pick<Storage, 'pools' | 'poolInfo' | 'external'>;
  push: PushHub;
}

/** The files module's shared parts: every file door gets its paths from `resolver`. */
export interface Files {
  pools: FilePools;
  publicDirs: PublicDirsStore;
  resolver: PathResolver;
  /** `nshare` of listed entries: the share links module sets `shareMarks.isShared`. */
  shareMarks: ShareMarks;
  /** Name-sorted entries of the 100 most recently listed folders. */
  listCache: SortedNamesCache;
}

/** Mounted external disks by filesystem uuid, the roots `/external/<uuid>`. */
async function externalRoots(storage: FilesDeps['storage']): Promise<ExternalRoot[]> {
  const disks = await storage.external.list();
  return disks.flatMap((disk) =>
    disk.partitions.flatMap((part) =>
      part.mounted && part.mountPoint && part.uuid
        ? [{ uuid: part.uuid, name: part.label ?? disk.model ?? part.uuid, mountPoint: part.mountPoint }]
        : [],
    ),
  );
}

/**
 * Wires the files module: the default pool, group folders, the path resolver, and each door's
 * routes. Its routes answer C100425 until the storage engine is up (registered among the engine's).
 */
export function startFiles(deps: FilesDeps): Files {
  const { db, storage } = deps;
  const pools = new FilePools({
    pools: () => storage.poolInfo.currentPools(),
    filesPath: (poolId) => storage.pools.filesPath(poolId),
    chosen: new MetaSetting(db, 'files.pool_id'),
  });
  const publicDirs = new PublicDirsStore(db);
  const listExternal = () => externalRoots(storage);
  const resolver = new PathResolver({ pools, publicDirs, externalRoots: listExternal });
  const shareMarks = new ShareMarks();
  const listCache = new SortedNamesCache();
  const files: Files = { pools, publicDirs, resolver, shareMarks, listCache };
  // Listing, roots and group folders (issue 15)
  rootsRoutes(deps.app, { pools, publicDirs, resolver, externalRoots: listExternal });
  const statWorkers = new StatWorkers();
  deps.app.addHook('onClose', () => statWorkers.close());
  listRoutes(deps.app, { resolver, publicDirs, listCache, statWorkers, shareMarks });
  publicDirRoutes(deps.app, { pools, publicDirs, resolver });
  return files;
}
