import type { FastifyInstance } from 'fastify';
import type { Files } from '../files/start-files.js';
import { RecentFilesStore } from './recent-files-store.js';
import { systemExtrasRoutes, type SystemExtrasDeps } from './routes.js';

/**
 * The remaining T3 system calls and popup close (issue 17). Registered before the storage engine:
 * root, auth/master and delay answer while it starts; the rest wait for it. The recent files hear
 * of each file act once the files module exists, which is by the time the app is ready.
 */
export function startSystemExtras(
  app: FastifyInstance,
  deps: Omit<SystemExtrasDeps, 'recent'> & { files: () => Files },
): void {
  const recent = new RecentFilesStore(deps.db);
  systemExtrasRoutes(app, { ...deps, recent });
  app.addHook('onReady', async () => {
    deps.files().acts.on(({ userId, path, act }) => recent.record(userId, path, act));
  });
}
