import type { PoolInfo } from '@coffer/contract';
import type { StorageInfo } from '../data/storage-by-bay';
import { useIsMaster } from '../data/use-is-master';
import { DeletePoolButton } from './delete-pool';

/** A pool's actions, each disabled with its reason when it cannot be taken. */
export function PoolActions({ pool }: { pool: PoolInfo; info: StorageInfo }) {
  const isMaster = useIsMaster();
  return isMaster ? <DeletePoolButton pool={pool} /> : null;
}
