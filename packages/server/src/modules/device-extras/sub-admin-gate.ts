import { Code, Role, subAdminAreaOf, type SubAdminArea } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { callOf } from '../../http/request-context.js';
import { syncHook } from '../../http/sync-hook.js';
import type { SubAdminPermsStore } from './sub-admin-perms.js';

export const AREA_WORDS: Record<SubAdminArea, { zh: string; en: string }> = {
  network: { zh: '网络', en: 'network' },
  time: { zh: '时间', en: 'time' },
  hardware: { zh: '硬件', en: 'hardware' },
  fileServices: { zh: '文件服务', en: 'file service' },
  device: { zh: '设备', en: 'device' },
};

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Refuses an operations administrator's settings change in an area the master closed (C136004),
 * before the handler runs; reads stay open. Runs after the auth hook, which set `request.auth`.
 */
export function guardSubAdminAreas(app: FastifyInstance, perms: SubAdminPermsStore): void {
  app.addHook(
    'preHandler',
    syncHook((request) => {
      if (request.auth?.mainRole !== Role.devOps) return;
      const call = callOf(request);
      if (!call) return;
      const payload = { ...fieldsOf(request.query), ...fieldsOf(request.body) };
      const area = subAdminAreaOf(call, payload);
      if (area && !perms.allows(area))
        throw new AppError(Code.subAdminAreaClosed, { area: AREA_WORDS[area] });
    }),
  );
}
