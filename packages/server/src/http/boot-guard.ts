import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { StorageBoot } from '../storage/boot/storage-boot.js';
import { AppError } from './app-error.js';
import { syncHook } from './sync-hook.js';

/** Storage calls that answer while the engine starts: the poll says how far it is. */
const OPEN_WHILE_BOOTING = new Set<string>([CALLS.polling2.path]);

/**
 * Collects the paths of the routes registered from now on (the storage engine's and what follows),
 * for `guardUntilBooted`.
 */
export function routesFromHere(app: FastifyInstance): Set<string> {
  const paths = new Set<string>();
  app.addHook('onRoute', (route) => {
    paths.add(route.url);
  });
  return paths;
}

/**
 * The daemon listens while the storage engine starts; its calls wait for it: until it is up they
 * answer C100425 (starting), and after a failed start N300029, the spec's generic disk problem.
 * The poll answers throughout, and every call that is not the engine's (sign-in, accounts, power)
 * works as usual. Runs after the auth hook, so an anonymous call still gets its sign-out code.
 */
export function guardUntilBooted(app: FastifyInstance, boot: StorageBoot, paths: ReadonlySet<string>): void {
  app.addHook(
    'preHandler',
    syncHook((request) => {
      if (boot.booted) return;
      const url = request.routeOptions.url;
      if (url === undefined || !paths.has(url) || OPEN_WHILE_BOOTING.has(url)) return;
      throw new AppError(boot.state.phase === 'failed' ? 'N300029' : Code.storageStarting);
    }),
  );
}
