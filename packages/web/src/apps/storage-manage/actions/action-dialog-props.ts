import type { PoolInfo } from '@coffer/contract';
import type { StorageInfo } from '../data/storage-by-bay';

/** What every pool action dialog receives: the pool as the card shows it, and how to close. */
export interface ActionDialogProps {
  pool: PoolInfo;
  info: StorageInfo;
  onClose: () => void;
}
