import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { AuthContext } from '../auth/auth-context.js';
import { ActionFeed, type FeedOwner } from './action-feed.js';

const ownerOf = (auth: AuthContext): FeedOwner => ({ id: auth.user.id, username: auth.user.username });

/**
 * `/action/*` (T3): the caller's own activity feed; every call concerns the caller alone. The login
 * report is new-device-routes.ts'.
 */
export function actionLogRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const feed = new ActionFeed(db);

  registerPrivateCall(app, CALLS.actionList, ({ payload, auth }) =>
    feed.list(ownerOf(auth), payload.offset, payload.limit),
  );
  registerPrivateCall(app, CALLS.actionLog, ({ payload, auth }) => feed.one(ownerOf(auth), payload.id));
  registerPrivateCall(app, CALLS.actionNew, ({ auth }) => feed.fresh(ownerOf(auth)));
  registerPrivateCall(app, CALLS.actionKnown, ({ payload, auth }) => ({
    count: feed.markKnown(ownerOf(auth), payload.id),
  }));
  registerPrivateCall(app, CALLS.actionDelete, ({ payload, auth }) => {
    feed.hide(ownerOf(auth), payload.id);
    return null;
  });
  registerPrivateCall(app, CALLS.actionDeleteAll, ({ auth }) => {
    feed.hide(ownerOf(auth));
    return null;
  });
}
