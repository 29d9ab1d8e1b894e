/**
 * The call modules the desktop's first paint uses, loaded with its first call instead of with the
 * desktop: each definition carries its zod schemas, and zod (about 26 kB of gzip) is not needed to
 * draw the desktop, only to check the answers (docs/decisions.md "Web app loading").
 */
export const authCallsLater = () => import('@coffer/contract/calls/auth');
export const kvCallsLater = () => import('@coffer/contract/calls/kv');
