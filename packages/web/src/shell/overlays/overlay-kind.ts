import type { StoragePolling } from '@coffer/contract';
import { blockingDialogOf } from './blocking-codes';

export type OverlayKind =
  | 'none'
  | 'booting'
  | 'disks-preparing'
  | 'checking'
  | 'system-preparing'
  | 'confirm'
  | 'offer'
  | 'blocking'
  | 'pending';

/**
 * Which overlay a storage message asks for (spec 2 §2.1). Types this page does not handle yet
 * (formatting, which the storage manager's wizard shows, and any the daemon adds later) show none.
 * A confirm while every pool is mounted is a running device's new disks: an offer the administrator
 * takes up when it suits, not a wall in front of the desktop (docs/decisions.md).
 */
export function overlayKindOf(
  polling: (Pick<StoragePolling, 'type' | 'code'> & { data?: StoragePolling['data'] }) | null,
  pools: readonly { mounted: boolean }[] = [],
): OverlayKind {
  switch (polling?.type) {
    case 'booting':
      return 'booting';
    // spec 2 §2.1 "booted with code 200": the pools being mounted, then the system being prepared.
    case 'booted':
      return polling.data?.step === 'preparing' ? 'system-preparing' : 'disks-preparing';
    case 'checking':
      return 'checking';
    case 'confirm':
      return pools.length > 0 && pools.every((pool) => pool.mounted) ? 'offer' : 'confirm';
    case 'pending':
      return 'pending';
    case 'blocking':
      return blockingDialogOf(polling.code) ? 'blocking' : 'none';
    default:
      return 'none';
  }
}

/**
 * spec 2 §4.9 beside §2.2: while an upgrade installs and restarts the device, the upgrade's
 * progress says why the device is away; the start's waits (booting, disks being prepared, checking,
 * system preparing) would only say that it is.
 */
const START_WAITS: ReadonlySet<OverlayKind> = new Set([
  'booting',
  'disks-preparing',
  'checking',
  'system-preparing',
]);

export function besideUpgrade(kind: OverlayKind, upgradeRestarting: boolean): OverlayKind {
  return upgradeRestarting && START_WAITS.has(kind) ? 'none' : kind;
}
