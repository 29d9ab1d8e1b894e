import { cachedImport } from './cached-import';

/** The signed-in shell's chunk; the sign-in form prefetches it. */
export const loadSignedInShell = cachedImport(() => import('./signed-in-shell'));
