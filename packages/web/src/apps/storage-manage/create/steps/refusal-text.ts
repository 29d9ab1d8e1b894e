import { formatCapacity, type DiskInfo, type PoolInfo } from '@coffer/contract';
import type { TFunction } from '../../../../i18n/i18n';
import type { SpareRefusal } from '../create-choices';
import { PROTOCOL_RULES, type PoolProtocol } from '@coffer/contract';
import { sizeAgainst } from '../size-text';

/** Words why a disk cannot be chosen, with the pool it is in or the size it lacks. */
export function refusalText(
  refusal: SpareRefusal,
  disk: DiskInfo,
  context: { protocol: PoolProtocol; pools: readonly PoolInfo[]; spareMinimum: number },
  t: TFunction,
): string {
  const rule = PROTOCOL_RULES[context.protocol];
  switch (refusal) {
    case 'inPool':
      return t('storage.create.refusal.inPool', {
        name: context.pools.find((pool) => pool.id === disk.pid)?.name ?? disk.pid,
      });
    case 'state':
      return t('storage.create.refusal.state', { status: t(`storage.diskStatus.${disk.status}`) });
    case 'tooSmall':
      return t('storage.create.refusal.tooSmall', { size: formatCapacity(rule.minDiskSize) });
    case 'tooLarge':
      return t('storage.create.refusal.tooLarge', { size: formatCapacity(rule.maxDiskSize) });
    case 'smallerThanMembers':
      return t('storage.create.refusal.smallerThanMembers', { size: formatCapacity(context.spareMinimum) });
    default:
      return t(`storage.create.refusal.${refusal}`);
  }
}

/** A disk's size in its row: told apart from the limit it misses when it is refused for its size. */
export function sizeText(
  refusal: SpareRefusal | null,
  disk: DiskInfo,
  context: { protocol: PoolProtocol; spareMinimum: number },
): string {
  const rule = PROTOCOL_RULES[context.protocol];
  if (refusal === 'tooSmall') return sizeAgainst(disk.total_size, rule.minDiskSize);
  if (refusal === 'tooLarge') return sizeAgainst(disk.total_size, rule.maxDiskSize);
  if (refusal === 'smallerThanMembers') return sizeAgainst(disk.total_size, context.spareMinimum);
  return formatCapacity(disk.total_size);
}
