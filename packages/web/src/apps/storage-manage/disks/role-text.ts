import type { DiskInfo } from '@coffer/contract';
import type { TFunction } from '../../../i18n/i18n';
import type { StorageInfo } from '../data/storage-by-bay';
import { diskRoleOf } from './disk-facts';

/** A disk's use with the pools it serves: "存储池成员 · SATA1", "热备盘 · 保护 SATA1, SATA2". */
export function roleText(disk: DiskInfo, info: StorageInfo, t: TFunction): string {
  const role = diskRoleOf(disk, info);
  const names = role.pools.map((pool) => pool.name).join(', ');
  if (names && (role.use === 'member' || role.use === 'spare' || role.use === 'cache')) {
    return t(`storage.disks.roleOf.${role.use}`, { names });
  }
  return t(`storage.diskRole.${role.use}`);
}
