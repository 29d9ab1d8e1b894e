import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { ExternalRemoval } from '../../storage/external/external-removal.js';
import { audited } from '../audit/audit-act.js';
import { answering } from '../storage/storage-answer.js';

/** `/device/remove`: safely removes an external disk once the storage engine is there. */
export function deviceRemovalRoutes(app: FastifyInstance, removal: () => ExternalRemoval | undefined) {
  registerPrivateCall(app, CALLS.deviceRemove, ({ payload, request }) =>
    audited(
      request,
      { category: 'storage', action: 'device.remove', target: payload.dev ?? payload.uuid ?? '' },
      () =>
        answering(langOf(request.headers['accept-language']), () => {
          const engine = removal();
          if (!engine) throw new AppError(Code.storageStarting);
          return engine.remove(payload);
        }),
    ),
  );
}
