import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createNetworkBackend, type NetworkMode } from './network-backend.js';
import { NetworkService } from './network-service.js';
import { networkRoutes } from './routes.js';

/** The network settings (issue 17 §2): the backend the config names, its service and its routes. */
export function startNetwork({ app, mode, log }: { app: FastifyInstance; mode: NetworkMode; log: Logger }) {
  const network = new NetworkService(createNetworkBackend(mode, log));
  networkRoutes(app, { network });
  return network;
}
