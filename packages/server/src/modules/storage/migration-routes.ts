import { CALLS, messageOf } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { PoolMigration } from '../../storage/migration/pool-migration.js';
import type { PoolInfoCache } from '../../storage/pools/pool-info-cache.js';
import { answering } from './storage-answer.js';

/** `/migrate/*` and the public migration task list: thin, the engine decides. */
export function migrationRoutes(
  app: FastifyInstance,
  { migration, poolInfo }: { migration: PoolMigration; poolInfo: PoolInfoCache },
): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.migrateDiskReady, async ({ payload, request }) => {
    const language = lang(request.headers);
    const problems = await answering(language, () => migration.check(payload.pid, payload.sys));
    return {
      problems: problems.map((found) => ({
        field: found.field,
        code: found.code,
        message: messageOf(found.code, language, found.params),
      })),
    };
  });

  registerPrivateCall(app, CALLS.migrateStart, async ({ payload, request, auth }) => {
    try {
      const started = await answering(lang(request.headers), () => migration.start(payload.pid, payload.sys));
      app.log.info({ event: 'pool.migrate', userid: auth.user.id, ...started }, 'data migration started');
      return started;
    } finally {
      poolInfo.invalidate();
    }
  });

  registerPrivateCall(app, CALLS.migrateState, ({ request }) => migration.state(lang(request.headers)));

  registerPrivateCall(app, CALLS.migrateCancel, async ({ request, auth }) => {
    const language = lang(request.headers);
    const state = await answering(language, () => migration.cancel(language));
    app.log.info(
      { event: 'pool.migrate.cancel', userid: auth.user.id, step: state.step },
      'migration cancel',
    );
    return state;
  });

  registerPrivateCall(app, CALLS.migrateCleanState, ({ request }) =>
    answering(lang(request.headers), () => migration.clean(lang(request.headers))),
  );

  registerPrivateCall(app, CALLS.migrateTaskList, ({ payload }) => ({ list: migration.tasks(payload.type) }));
}
