import type { ResponseOf } from './calls/define.js';
import type { isRegistered } from './calls/auth.js';
import type { versions } from './calls/system.js';

/** The element of the web app's page that holds the boot facts, as JSON. */
export const BOOT_FACTS_ELEMENT_ID = 'coffer-boot';

/**
 * What the daemon writes into the web app's page when it serves it: the answers of the two public
 * reads the sign-in page would otherwise make before it can show the device (docs/decisions.md
 * "Web app loading").
 */
export interface BootFacts {
  registered: ResponseOf<typeof isRegistered>['registered'];
  versions: ResponseOf<typeof versions>;
}
