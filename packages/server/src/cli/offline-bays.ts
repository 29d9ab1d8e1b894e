import { createLogger } from '../platform/logger.js';
import { BayManager } from '../storage/bays/bay-manager.js';
import type { RealBays } from '../storage/bays/real-bays.js';

/**
 * The bays of a data directory whose daemon is not running: powered off, so a change edits
 * `bays.json` and the image files only, and the next start attaches what is present.
 */
export function openOfflineBays(dataDir: string, realBays: RealBays): { bays: BayManager; close(): void } {
  const log = createLogger(dataDir, 'info', { stdout: false, sync: true });
  return {
    bays: new BayManager({ dataDir, realBays, log }),
    close() {
      log.flush();
    },
  };
}
