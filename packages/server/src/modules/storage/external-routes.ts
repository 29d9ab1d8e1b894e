import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { ExternalDisks } from '../../storage/external/external-disks.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';

/** The `/zspool/external/` calls (spec 3 §7 External): USB and eSATA disks outside the pools. */
export function externalRoutes(app: FastifyInstance, { external }: { external: ExternalDisks }): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.externalList, async () => ({ disks: await external.list() }));

  registerPrivateCall(app, CALLS.externalInfo, ({ payload, request }) =>
    answering(lang(request.headers), () => external.info(payload.dev)),
  );

  registerPrivateCall(app, CALLS.externalFormat, async ({ payload, request, auth }) => {
    const started = await audited(
      request,
      { category: 'storage', action: 'external.format', target: payload.dev, detail: { fs: payload.fs } },
      () => answering(lang(request.headers), () => external.format(payload.dev, payload.fs, payload.label)),
    );
    app.log.info(
      { event: 'external.format', userid: auth.user.id, dev: payload.dev, fs: payload.fs, ...started },
      'external disk format started',
    );
    return started;
  });

  registerPrivateCall(app, CALLS.externalMount, async ({ payload, request, auth }) => {
    const mounted = await answering(lang(request.headers), () => external.mount(payload.dev));
    app.log.info(
      { event: 'external.mount', userid: auth.user.id, dev: mounted.dev, mountPoint: mounted.mountPoint },
      'external disk mounted',
    );
    return mounted;
  });

  registerPrivateCall(app, CALLS.externalUmount, async ({ payload, request, auth }) => {
    const answer = await answering(lang(request.headers), () => external.umount(payload.dev));
    app.log.info({ event: 'external.umount', userid: auth.user.id, ...answer }, 'external disk unmounted');
    return answer;
  });
}
