/**
 * LOCK-03: auto-lock waits while transfers are under way. Transfer features (uploads) register a
 * check here; with none registered nothing is under way.
 */
type TransferCheck = () => boolean;

const checks = new Set<TransferCheck>();

export function registerActiveTransfers(check: TransferCheck): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

export function hasActiveTransfers(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** Upload task statuses (spec 1 §4): 1 waiting, 2 running, 3 success, 4 fail, 5 pause, 6 scanning. */
const LOCK_DEFERRING_UPLOAD_STATUSES: ReadonlySet<number> = new Set([1, 2, 4, 5, 6]);

/** The upload statuses that keep the screen from locking: running, scanning, waiting, fail and paused. */
export function uploadStatusDefersLock(status: number): boolean {
  return LOCK_DEFERRING_UPLOAD_STATUSES.has(status);
}
