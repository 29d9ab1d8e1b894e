import websocket from '@fastify/websocket';
import { PUSH_PATH } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { PushHub } from './push-hub.js';
import { PUSH_MAX_FRAME_BYTES, servePushSocket } from './push-socket.js';

/**
 * `/push/ws` on the daemon's port, and on the local push port when one is configured (PUSH-02).
 * The register frame's token authenticates the socket; the auth hook has no call to check here.
 */
export async function pushRoutes(
  app: FastifyInstance,
  {
    hub,
    pushPort,
    host,
    admits = () => true,
  }: {
    hub: PushHub;
    pushPort: number | undefined;
    host: string;
    /** The IP lists' gate: the daemon's port has it as its first hook; the local port asks here. */
    admits?: (ip: string) => boolean;
  },
): Promise<void> {
  // In a scope of its own: the plugin's per-request hooks then run for this route only, not for
  // every call of the API.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: PUSH_MAX_FRAME_BYTES } });
    scope.get(PUSH_PATH, { websocket: true }, (socket, request) =>
      servePushSocket(socket, hub, app.log, request.ip),
    );
  });

  if (pushPort !== undefined) {
    const local = new WebSocketServer({
      port: pushPort,
      host,
      path: PUSH_PATH,
      maxPayload: PUSH_MAX_FRAME_BYTES,
      verifyClient: (info: { req: { socket: { remoteAddress?: string } } }) =>
        admits(info.req.socket.remoteAddress ?? ''),
    });
    local.on('connection', (socket, request) =>
      servePushSocket(socket, hub, app.log, request.socket.remoteAddress),
    );
    local.on('error', (error) => app.log.error({ event: 'push.port', err: error }, 'local push port failed'));
    app.addHook('onClose', (_instance, done) => local.close(() => done()));
  }
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
}
