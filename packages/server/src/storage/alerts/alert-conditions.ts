import {
  ALERT_NEEDS_RISK,
  CAPACITY_LOW,
  DISK_TEMPERATURE_LIMIT_C,
  type AlertArea,
  type AlertKind,
  type AlertSubject,
  type PoolInfo,
  type SystemAlertInfo,
} from '@coffer/contract';
import { smartHealthV3 } from '../smart/smart-report.js';
import type { Disk } from '../disks/disk.js';

/** An alert's condition as measured now, before it gets an id. `key` names the disk or pool's condition. */
export interface AlertCondition {
  key: string;
  kind: AlertKind;
  level: SystemAlertInfo['level'];
  area: AlertArea;
  subject: AlertSubject;
  measured: number | string;
  limit: number | string | null;
  needsRisk: boolean;
}

/** Pure: a disk's area; USB and Type-C disks are external disks, which raise no system alert. */
export function diskArea(devType: Disk['dev_type']): AlertArea | undefined {
  if (devType === 'sata') return 'main';
  if (devType === 'nvme') return 'm2';
  if (devType === 'esata') return 'esata';
  return undefined;
}

const POOL_AREA: Record<PoolInfo['protocol'], AlertArea> = {
  protsata: 'main',
  protnvme: 'm2',
  protesata: 'esata',
};

/** Pure: the free bytes under which a pool of this size and area is low on space. */
export function capacityLimit(totalBytes: number, area: AlertArea): number {
  return Math.max(Math.round(totalBytes * CAPACITY_LOW.share), CAPACITY_LOW.floorBytes[area]);
}

function condition(
  kind: AlertKind,
  rest: Omit<AlertCondition, 'kind' | 'key' | 'needsRisk'>,
): AlertCondition {
  const id = rest.subject.type === 'disk' ? rest.subject.sn : rest.subject.id;
  return { key: `${kind}:${id}`, kind, needsRisk: ALERT_NEEDS_RISK[kind], ...rest };
}

export interface AlertInputs {
  /** The disk list (present disks and missing members). */
  disks: readonly Disk[];
  /** The pools as last observed, with their free bytes read now. */
  pools: readonly PoolInfo[];
  /** A disk's 2-hour average temperature; null while there is none. */
  averageOf: (serial: string) => number | null;
}

/**
 * Pure (spec 2 §4.12): the alerts the measurements call for now: a disk whose average temperature is
 * above its area's limit, a disk whose SMART says warning or fault, a mounted pool whose free space
 * is below its threshold, a pool resyncing or recovering.
 */
export function alertConditions({ disks, pools, averageOf }: AlertInputs): AlertCondition[] {
  const found: AlertCondition[] = [];
  for (const disk of disks) {
    const area = diskArea(disk.dev_type);
    if (!area || disk.status === 'missing') continue;
    const subject: AlertSubject = { type: 'disk', sn: disk.sn, pos: disk.pos, model: disk.model };
    const average = averageOf(disk.sn);
    const limit = DISK_TEMPERATURE_LIMIT_C[area];
    if (average !== null && average > limit) {
      const measured = Math.round(average * 10) / 10;
      found.push(condition('temperature', { level: 'warning', area, subject, measured, limit }));
    }
    const health = smartHealthV3(disk.smart_test.result);
    if (health === 'warning' || health === 'damaged') {
      const level = health === 'damaged' ? 'error' : 'warning';
      found.push(condition('smart', { level, area, subject, measured: disk.smart_test.result, limit: null }));
    }
  }
  for (const pool of pools) {
    const area = POOL_AREA[pool.protocol];
    const subject: AlertSubject = { type: 'pool', id: pool.id, name: pool.name };
    const limit = capacityLimit(pool.total_size, area);
    if (pool.has_mount === 1 && pool.total_size > 0 && pool.free_size < limit) {
      found.push(condition('capacity', { level: 'warning', area, subject, measured: pool.free_size, limit }));
    }
    if (pool.usr_raid_status.status !== 'active') {
      const measured = pool.usr_raid_status.rate;
      found.push(condition('raidsync', { level: 'info', area, subject, measured, limit: null }));
    }
  }
  return found;
}
