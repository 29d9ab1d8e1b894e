import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { PushHub } from '../push/push-hub.js';
import type { Storage } from '../../start-storage.js';
import { FilePools } from './file-pool.js';
import { MetaSetting } from './meta-setting.js';
import { PathResolver, type ExternalRoot } from './path-resolver.js';
import { PublicDirsStore } from './public-dirs-store.js';
import { SearchService } from './search/search-service.js';
import { searchRoutes } from './search/search-routes.js';
import { SharesService } from '../shares/shares-service.js';
import { shareRoutes } from '../shares/routes.js';
import { publicShareRoutes } from '../shares/public-routes.js';
import { shareStreams } from '../shares/share-streams.js';

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
  shares: SharesService;
  search: SearchService;
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
  const resolver = new PathResolver({ pools, publicDirs, externalRoots: () => externalRoots(storage) });
  // Share links and name search (issue 15 §6, §7).
  const shares = new SharesService({
    db,
    resolver,
    publicDirs,
    connectType: new MetaSetting(db, 'shares.connect_type'),
    domain: new MetaSetting(db, 'shares.domain'),
    log: deps.log,
  });
  const externalDisks = () => externalRoots(storage);
  const search = new SearchService({
    resolver,
    publicDirs,
    externalRoots: externalDisks,
    isShared: (realPath) => shares.isShared(realPath),
    log: deps.log,
  });
  deps.app.addHook('onClose', () => search.stop());
  shareRoutes(deps.app, { shares, externalDisks });
  publicShareRoutes(deps.app, { shares, streams: shareStreams });
  searchRoutes(deps.app, { search });
  const files: Files = { pools, publicDirs, resolver, shares, search };
  return files;
}
