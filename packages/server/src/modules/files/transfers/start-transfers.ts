import { join } from 'node:path';
import { UPLOAD_TUS_PATH } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AuthService } from '../../auth/auth-service.js';
import type { FileActs } from '../file-acts.js';
import { LAYOUT, type FilePools } from '../file-pool.js';
import type { ExternalRoot, PathResolver } from '../path-resolver.js';
import { Thumbnails } from './thumbs.js';
import { transferRoutes } from './transfer-routes.js';
import { uploadRoutes } from './upload-routes.js';
import { UploadService } from './upload-service.js';
import { StagingStore, STAGING } from './upload-staging.js';
import { startUploadSweeper } from './upload-sweeper.js';

export interface TransfersDeps {
  app: FastifyInstance;
  log: Logger;
  auth: AuthService;
  pools: FilePools;
  resolver: PathResolver;
  poolFiles: (poolId: string) => string;
  poolIds: () => Promise<string[]>;
  externalRoots: () => Promise<ExternalRoot[]>;
  /** Told of each upload placed and text saved (the recent files). */
  acts?: FileActs;
}

export interface Transfers {
  uploads: UploadService;
  store: StagingStore;
  thumbs: Thumbnails;
  /** Removes abandoned uploads now (also hourly and at start). */
  sweep: () => Promise<void>;
}

/** Uploads (tus), downloads, thumbnails and the text editor's calls. */
export function startTransfers(deps: TransfersDeps): Transfers {
  const { app, log } = deps;
  const store = new StagingStore({
    poolFiles: deps.poolFiles,
    externalMount: async (uuid) =>
      (await deps.externalRoots()).find((root) => root.uuid === uuid)?.mountPoint,
  });
  const uploads = new UploadService({
    resolver: deps.resolver,
    store,
    path: UPLOAD_TUS_PATH.replace(/\/$/, ''),
    log,
    ...(deps.acts ? { acts: deps.acts } : {}),
  });
  const thumbs = new Thumbnails(async () => join((await deps.pools.usable()).root, LAYOUT.system, 'thumbs'));
  uploadRoutes(app, { auth: deps.auth, uploads, resolver: deps.resolver });
  transferRoutes(app, { resolver: deps.resolver, thumbs, ...(deps.acts ? { acts: deps.acts } : {}) });
  const stagingFolders = async () => [
    ...(await deps.poolIds()).map((id) => join(deps.poolFiles(id), LAYOUT.system, STAGING.pool)),
    ...(await deps.externalRoots()).map((root) => join(root.mountPoint, STAGING.external)),
  ];
  const sweeper = startUploadSweeper(stagingFolders, log);
  app.addHook('onClose', async () => sweeper.stop());
  return { uploads, store, thumbs, sweep: sweeper.sweep };
}
