import type { IhmGroup } from '@coffer/contract';
import type { DevType, PoolProtocol } from '../validation/storage-facts.js';

export interface IhmGroupRule {
  /** The bays whose disks the group holds. */
  devTypes: readonly DevType[];
  /** The protocol its readings are filed under in the SMART history. */
  protocol: PoolProtocol;
}

/** spec 3 §7 IHM groups: the SATA bays, the eSATA enclosure, the M.2 slots. */
export const IHM_GROUPS: Readonly<Record<IhmGroup, IhmGroupRule>> = {
  'sata-group': { devTypes: ['sata'], protocol: 'protsata' },
  'esata-group': { devTypes: ['esata'], protocol: 'protesata' },
  'ssd-group': { devTypes: ['nvme'], protocol: 'protnvme' },
};

export function ihmGroupOf(devType: DevType): IhmGroup | undefined {
  return (Object.keys(IHM_GROUPS) as IhmGroup[]).find((group) =>
    IHM_GROUPS[group].devTypes.includes(devType),
  );
}
