import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

export const RECYCLE_CLEANUP_EVERY_MS = 3600_000;
/** The first sweep waits for the storage engine to have found the pools. */
export const RECYCLE_FIRST_SWEEP_MS = 10_000;

/**
 * The files module's housekeeping: expired recycle bin entries and interrupted tasks' partial
 * copies are removed shortly after start and every hour after, until the app closes.
 */
export function startRecycleCleanup(
  app: FastifyInstance,
  log: Logger,
  sweeps: readonly (() => Promise<unknown>)[],
): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= (async () => {
      for (const one of sweeps) {
        await one().catch((error: unknown) =>
          log.warn({ event: 'files.cleanup-failed', err: error }, 'a files clean-up failed'),
        );
      }
    })().finally(() => (running = undefined));
  };
  const first = setTimeout(sweep, RECYCLE_FIRST_SWEEP_MS);
  const timer = setInterval(sweep, RECYCLE_CLEANUP_EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
