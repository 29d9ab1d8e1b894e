import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import { StorageError } from '../../storage/storage-error.js';
import { decryptCredential } from '../auth/credentials.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';

export interface EncryptedPoolRoutesDeps {
  pools: PoolService;
  deviceKey: DeviceKey;
  /** A pool's lock state changed: what `/zspool/info` shows is stale. */
  changed: () => void;
}

/** Encrypted pools (spec 3 §4, §7): unlock, password hint, key file download and upload. */
export function encryptedPoolRoutes(
  app: FastifyInstance,
  { pools, deviceKey, changed }: EncryptedPoolRoutesDeps,
): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.unlockPool, ({ payload, request, auth }) =>
    audited(request, { category: 'storage', action: 'pool.unlock', target: payload.id }, () =>
      unlock(payload, request.headers, auth.user.id),
    ),
  );

  const unlock = async (
    payload: { id: string; key_id: string; pwd: string },
    headers: { 'accept-language'?: string },
    userid: number,
  ) => {
    const password = decryptCredential(deviceKey, payload.key_id, payload.pwd).trim();
    try {
      const answer = await pools.unlock(payload.id, password);
      changed();
      app.log.info({ event: 'pool.unlock', userid, poolId: payload.id }, 'pool unlocked');
      return answer;
    } catch (error) {
      // N300147 carries the attempts left in its data (DECISIONS "Storage").
      if (error instanceof StorageError && error.code === 'N300147') {
        app.log.warn({ event: 'pool.unlock.wrong', userid, poolId: payload.id }, 'wrong password');
        throw new AppError(error.code, error.params, { remaining: error.params.remaining });
      }
      return answering(lang(headers), () => {
        throw error;
      });
    }
  };

  registerPrivateCall(app, CALLS.passwordPrompt, ({ payload, request }) =>
    answering(lang(request.headers), () => pools.passwordPrompt(payload.id)),
  );

  // Bytes, not an envelope; the auth hook admits it (cookie, role, StorageKey check) from the contract.
  registerRawPrivateCall(app, CALLS.keyFileDownload, async ({ payload, request, reply }) => {
    const file = await answering(lang(request.headers), () => pools.keyFile(payload.id));
    app.log.info(
      { event: 'pool.keyfile.download', userid: request.auth?.user.id, poolId: payload.id },
      'key file',
    );
    request.answerCode = 200;
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${payload.id}.key"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  registerPrivateCall(app, CALLS.keyFileUpload, ({ payload, request, auth }) =>
    answering(lang(request.headers), () => {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload.file)) throw new StorageError(Code.badKeyFile);
      const { poolId, password } = pools.readKeyFile(Buffer.from(payload.file, 'base64'));
      app.log.info({ event: 'pool.keyfile.upload', userid: auth.user.id, poolId }, 'key file read');
      return { id: poolId, pwd: Buffer.from(password, 'utf8').toString('base64') };
    }),
  );
}
