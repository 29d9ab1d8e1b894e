import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { PushHub } from '../push/push-hub.js';
import type { Storage } from '../../start-storage.js';
import { FilePools } from './file-pool.js';
import { MetaSetting } from './meta-setting.js';
import { PathResolver, type ExternalRoot } from './path-resolver.js';
import { PublicDirsStore } from './public-dirs-store.js';
import type { AuthService } from '../auth/auth-service.js';
import { startTransfers, type Transfers } from './transfers/start-transfers.js';

export interface FilesDeps {
  app: FastifyInstance;
  db: Db;
  log: Logger;
  dataDir: string;
  storage: Pick<Storage, 'pools' | 'poolInfo' | 'external'>;
  push: PushHub;
  auth: AuthService;
}

/** The files module's shared parts: every file door gets its paths from `resolver`. */
export interface Files {
  pools: FilePools;
  publicDirs: PublicDirsStore;
  resolver: PathResolver;
  transfers: Transfers;
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
  // Transfers (issue 15): tus uploads, downloads, thumbnails, the text editor.
  const transfers = startTransfers({
    app: deps.app,
    log: deps.log,
    auth: deps.auth,
    pools,
    resolver,
    poolFiles: (poolId) => storage.pools.filesPath(poolId),
    poolIds: async () => (await storage.poolInfo.currentPools()).map((pool) => pool.id),
    externalRoots: () => externalRoots(storage),
  });
  const files: Files = { pools, publicDirs, resolver, transfers };
  return files;
}
