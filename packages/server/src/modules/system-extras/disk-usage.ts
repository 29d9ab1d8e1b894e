import type { DiskUsage, MonitorDisk, MonitorSample, PoolInfo } from '@coffer/contract';

/**
 * Pure: `/system/diskusage3` from the pools (free bytes read now, as `/zspool/info` answers) and
 * the monitor's current sample: no second reading of /proc. A charted disk the sample does not
 * carry yet (just inserted) reads 0.
 */
export function diskUsageOf(
  pools: readonly PoolInfo[],
  disks: readonly MonitorDisk[],
  sample: MonitorSample | null,
): DiskUsage {
  const rates = new Map((sample?.disk ?? []).map((entry) => [entry.name, entry]));
  return {
    t: sample?.t ?? null,
    pools: pools.map((pool) => ({
      id: pool.id,
      name: pool.name,
      mounted: pool.has_mount === 1,
      total: pool.total_size,
      used: Math.max(0, pool.total_size - pool.free_size),
      free: pool.free_size,
    })),
    disks: disks.map((disk) => {
      const rate = rates.get(disk.name);
      return {
        name: disk.name,
        sn: disk.sn,
        pos: disk.pos,
        kind: disk.kind,
        read: rate?.read ?? 0,
        write: rate?.write ?? 0,
        busy: rate?.busy ?? 0,
      };
    }),
  };
}
