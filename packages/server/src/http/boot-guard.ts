import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { StorageBoot } from '../storage/boot/storage-boot.js';
import { AppError } from './app-error.js';
import { syncHook } from './sync-hook.js';

/** Storage calls that answer while the engine starts: the poll says how far it is. */
const OPEN_WHILE_BOOTING = new Set<string>([CALLS.polling2.path]);

/**
 * The daemon listens while the storage engine starts; its calls wait for it: until it is up they
 * answer C100425 (starting), and after a failed start N300029, the spec's generic disk problem.
 * Every route registered from here on (the engine's and what follows) gets the guard as a route
 * hook, so calls that are not the engine's (sign-in, accounts, power) pay nothing for it. Route
 * hooks run after the global auth hook, so an anonymous call still gets its sign-out code.
 */
export function guardRoutesFromHere(app: FastifyInstance, boot: StorageBoot): void {
  const guard = syncHook(() => assertStorageBooted(boot));
  app.addHook('onRoute', (route) => {
    if (OPEN_WHILE_BOOTING.has(route.url)) return;
    const own = route.preHandler;
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preHandler = [...hooks, guard] as preHandlerHookHandler[];
  });
}

/**
 * What the guard asks, for a call registered before the engine that needs it: C100425 while it
 * starts, N300029 after a failed start.
 */
export function assertStorageBooted(boot: StorageBoot): void {
  if (boot.booted) return;
  throw new AppError(boot.state.phase === 'failed' ? 'N300029' : Code.storageStarting);
}
