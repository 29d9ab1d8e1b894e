import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { PushHub } from '../push/push-hub.js';
import type { Storage } from '../../start-storage.js';
import { FileActs } from './file-acts.js';
import { FilePools } from './file-pool.js';
import { MetaSetting } from './meta-setting.js';
import { PathResolver, type ExternalRoot } from './path-resolver.js';
import { PublicDirsStore } from './public-dirs-store.js';
import { RecycleBins } from './recycle/recycle-bins.js';
import { startRecycleCleanup } from './recycle/recycle-cleanup.js';
import { RecycleStore } from './recycle/recycle-store.js';
import { fileTaskRoutes } from './routes/file-task-routes.js';
import { recycleRoutes } from './routes/recycle-routes.js';
import { FileTasks } from './tasks/file-tasks.js';
import { FileTaskStore } from './tasks/file-task-store.js';
import { PathLocks } from './tasks/path-locks.js';
import { transferPlanner } from './tasks/transfer.js';
import { listRoutes } from './routes/list-routes.js';
import { SortedNamesCache } from './list/sorted-names-cache.js';
import { StatWorkers } from './list/stat-workers.js';
import { publicDirRoutes } from './routes/public-dir-routes.js';
import { rootsRoutes } from './routes/roots-routes.js';
import { ShareMarks } from './share-marks.js';
import type { AuthService } from '../auth/auth-service.js';
import { startTransfers, type Transfers } from './transfers/start-transfers.js';
import type { Thumbnails } from './transfers/thumbs.js';
import { SearchService } from './search/search-service.js';
import { searchRoutes } from './search/search-routes.js';
import { SharesService } from '../shares/shares-service.js';
import { shareRoutes } from '../shares/routes.js';
import { publicShareRoutes } from '../shares/public-routes.js';
import { shareStreams } from '../shares/share-streams.js';
import { loadOrCreateShareTicketKey } from '../shares/share-ticket-key.js';

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
  /** Per-path locks every operation that moves or removes entries takes. */
  locks: PathLocks;
  /** Move, copy, delete and restore tasks (the task center). */
  tasks: FileTasks;
  recycle: RecycleBins;
  /** `nshare` of listed entries: the share links module sets `shareMarks.isShared`. */
  shareMarks: ShareMarks;
  /** Name-sorted entries of the 100 most recently listed folders. */
  listCache: SortedNamesCache;
  transfers: Transfers;
  shares: SharesService;
  search: SearchService;
  /** Each file a person changes through the files module (the recent files listen). */
  acts: FileActs;
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
  const acts = new FileActs(deps.log);
  // Listing, roots and group folders (issue 15)
  rootsRoutes(deps.app, { pools, publicDirs, resolver, externalRoots: listExternal });
  const statWorkers = new StatWorkers();
  deps.app.addHook('onClose', () => statWorkers.close());
  listRoutes(deps.app, { resolver, publicDirs, listCache, statWorkers, shareMarks, acts });
  publicDirRoutes(deps.app, { pools, publicDirs, resolver });
  const { tasks, recycle, locks } = startFileTasks(deps, { pools, publicDirs, resolver, acts });
  // Transfers (issue 15): tus uploads, downloads, thumbnails, the text editor.
  const transfers = startTransfers({
    app: deps.app,
    log: deps.log,
    auth: deps.auth,
    pools,
    resolver,
    poolFiles: (poolId) => storage.pools.filesPath(poolId),
    poolIds: async () => (await storage.poolInfo.currentPools()).map((pool) => pool.id),
    externalRoots: listExternal,
    acts,
  });
  const { shares, search } = startSharesAndSearch(deps, {
    resolver,
    publicDirs,
    listExternal,
    shareMarks,
    thumbs: transfers.thumbs,
  });
  const files: Files = {
    pools,
    publicDirs,
    resolver,
    shareMarks,
    listCache,
    locks,
    tasks,
    recycle,
    transfers,
    shares,
    search,
    acts,
  };
  return files;
}

/** Tasks and recycle bins: their routes, the restart of interrupted tasks, the clean-up timer. */
function startFileTasks(
  deps: FilesDeps,
  parts: { pools: FilePools; publicDirs: PublicDirsStore; resolver: PathResolver; acts: FileActs },
) {
  const { app, db, log, storage, push } = deps;
  const locks = new PathLocks();
  const recycle = new RecycleBins({
    ...parts,
    store: new RecycleStore(db),
    locks,
    filesPath: (poolId) => storage.pools.filesPath(poolId),
    days: new MetaSetting(db, 'files.recycle_days'),
  });
  const chunkDelayMs = Number(process.env.COFFER_TEST_COPY_DELAY_MS ?? 0) || 0;
  const tasks = new FileTasks({
    store: new FileTaskStore(db),
    push,
    log,
    chunkDelayMs,
    planners: {
      move: transferPlanner(parts.resolver, locks, 'move', parts.acts),
      copy: transferPlanner(parts.resolver, locks, 'copy', parts.acts),
      delete: recycle.deletePlanner(),
      restore: recycle.restorePlanner(),
    },
  });
  tasks.boot();
  app.addHook('preClose', () => tasks.stopAll());
  fileTaskRoutes(app, { resolver: parts.resolver, tasks });
  recycleRoutes(app, { recycle, tasks });
  startRecycleCleanup(app, log, [() => recycle.cleanUp(), () => tasks.sweepTemps()]);
  return { tasks, recycle, locks };
}

/** Share links and name search (issue 15 §6, §7); the listing's `nshare` asks the share links. */
function startSharesAndSearch(
  deps: FilesDeps,
  parts: {
    resolver: PathResolver;
    publicDirs: PublicDirsStore;
    listExternal: () => Promise<ExternalRoot[]>;
    shareMarks: ShareMarks;
    thumbs: Thumbnails;
  },
) {
  const { app, db, log } = deps;
  const { resolver, publicDirs, listExternal, shareMarks, thumbs } = parts;
  const shares = new SharesService({
    db,
    resolver,
    publicDirs,
    connectType: new MetaSetting(db, 'shares.connect_type'),
    domain: new MetaSetting(db, 'shares.domain'),
    log,
    ticketKey: loadOrCreateShareTicketKey(join(deps.dataDir, 'secrets')),
  });
  shareMarks.isShared = (realPath) => shares.isShared(realPath);
  const search = new SearchService({
    resolver,
    publicDirs,
    externalRoots: listExternal,
    isShared: (realPath) => shares.isShared(realPath),
    log,
  });
  app.addHook('onClose', () => search.stop());
  shareRoutes(app, { shares, externalDisks: listExternal });
  publicShareRoutes(app, { shares, streams: shareStreams, thumbs });
  searchRoutes(app, { search });
  return { shares, search };
}
