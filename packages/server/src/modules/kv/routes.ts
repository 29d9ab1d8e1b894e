import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerPrivateCall } from '../../http/register-call.js';
import { KV_KEYS_PER_USER, type KvStore } from './kv-store.js';

/** `/kv/*`: each signed-in user's own settings; nobody reads another user's keys. */
export function kvRoutes(app: FastifyInstance, { kv }: { kv: KvStore }): void {
  registerPrivateCall(app, CALLS.kvCreate, ({ payload, auth }) => {
    if (!kv.save(auth.user.id, payload.k, payload.v)) {
      throw new AppError(Code.kvTooManyKeys, { max: KV_KEYS_PER_USER });
    }
    return null;
  });
  registerPrivateCall(app, CALLS.kvLoad, ({ payload, auth }) => ({
    value: kv.load(auth.user.id, payload.k),
  }));
  registerPrivateCall(app, CALLS.kvDelete, ({ payload, auth }) => {
    kv.delete(auth.user.id, payload.k);
    return null;
  });
}
