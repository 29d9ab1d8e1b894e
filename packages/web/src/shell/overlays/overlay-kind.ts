import type { StoragePolling } from '@coffer/contract';
import { opensGenericBlocking } from './blocking-codes';

export type OverlayKind = 'none' | 'booting' | 'checking' | 'confirm' | 'blocking' | 'pending';

/**
 * Which overlay a storage message asks for (spec 2 §2.1). Types this page does not handle yet
 * (formatting, which the storage manager's wizard shows, and any the daemon adds later) show none.
 */
export function overlayKindOf(polling: Pick<StoragePolling, 'type' | 'code'> | null): OverlayKind {
  switch (polling?.type) {
    case 'booting':
      return 'booting';
    case 'checking':
      return 'checking';
    case 'confirm':
      return 'confirm';
    case 'pending':
      return 'pending';
    case 'blocking':
      return opensGenericBlocking(polling.code) ? 'blocking' : 'none';
    default:
      return 'none';
  }
}
