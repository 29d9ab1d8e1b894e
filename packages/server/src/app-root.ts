import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tree this daemon runs from: the repository, or a release under `<data>/releases/` after an
 * upgrade (docs/decisions.md "System upgrade"). Its web app, package-lock.json and node_modules
 * are the ones that belong to this code.
 */
export const APP_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
