import { FILE_SERVICE_CALLS, type FileServiceName } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { FileServices } from './file-services.js';

/** `/api/fileshare_service/<service>/*` (SET-SVC-01) for every service the daemon has. */
export function fileServiceRoutes(app: FastifyInstance, { services }: { services: FileServices }): void {
  for (const [name, calls] of Object.entries(FILE_SERVICE_CALLS) as [
    FileServiceName,
    (typeof FILE_SERVICE_CALLS)[FileServiceName],
  ][]) {
    const act = (action: string, detail: Record<string, unknown> = {}) =>
      ({ category: 'setting', action, target: name, detail }) as const;
    registerPrivateCall(app, calls.status, () => services.status(name));
    registerPrivateCall(app, calls.enable, ({ payload, request }) =>
      audited(request, act(payload.enable ? 'service.enable' : 'service.disable'), () =>
        services.enable(name, payload.enable),
      ),
    );
    registerPrivateCall(app, calls.config, ({ payload, request }) => {
      if (payload.data === undefined) return services.config(name);
      const data = payload.data;
      return audited(request, act('service.config'), () => services.setConfig(name, data));
    });
    registerPrivateCall(app, calls.recycle, ({ payload, request }) => {
      if (payload.enable === undefined) return services.recycle(name, undefined);
      const enable = payload.enable;
      return audited(request, act('service.recycle', { enable }), () => services.recycle(name, enable));
    });
    registerPrivateCall(app, calls.mappingList, () => ({ list: services.mappings(name) }));
    registerPrivateCall(app, calls.mappingRename, ({ payload, request }) =>
      audited(request, act('service.mapping.rename', { id: payload.id, name: payload.name }), () =>
        services.renameMapping(name, payload.id, payload.name),
      ),
    );
    registerPrivateCall(app, calls.mappingDel, ({ payload, request }) =>
      audited(request, act('service.mapping.delete', { id: payload.id }), () =>
        services.setExported(name, payload.id, false),
      ),
    );
    registerPrivateCall(app, calls.mappingAdd, ({ payload, request }) =>
      audited(request, act('service.mapping.add', { id: payload.id }), () =>
        services.setExported(name, payload.id, true),
      ),
    );
  }
}
