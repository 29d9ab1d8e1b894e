import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database.js';
import { PublicDirsStore } from '../files/public-dirs-store.js';
import type { AppPermits } from './app-permits.js';
import { AppPermitsStore } from './app-permits-store.js';
import { publicPermitRoutes } from './public-permit-routes.js';
import { servicePermitRoutes } from './service-permit-routes.js';

/** The permit calls of issue 16 §3: app services and the group-folder exports. */
export function permitRoutes(app: FastifyInstance, deps: { db: Db; permits: AppPermits }): void {
  servicePermitRoutes(app, { permits: deps.permits });
  publicPermitRoutes(app, {
    publicDirs: new PublicDirsStore(deps.db),
    subjects: new AppPermitsStore(deps.db),
  });
}
