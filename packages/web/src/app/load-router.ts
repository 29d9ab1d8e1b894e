import { cachedImport } from './cached-import';

/** The router with every route but the first sign-in page's; the sign-in form prefetches it. */
export const loadRouter = cachedImport(() => import('./start-router'));
