import type { MonitorDisk, MonitorSample, PoolInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { diskUsageOf } from './disk-usage.js';

const pool = { id: 'p1', name: 'SATA1', has_mount: 1, total_size: 1000, free_size: 250 } as PoolInfo;
const disk = (name: string, pos: number | null): MonitorDisk => ({
  name,
  kind: pos === null ? 'system' : 'bay',
  sn: `SN-${name}`,
  model: 'HDD',
  size: 1,
  pos,
  devType: 'sata',
  temperature: null,
  smart: 'ok',
  status: 'ok',
});
const sample = {
  t: 42,
  disk: [{ name: 'loop3', read: 10, write: 20, readIops: 1, writeIops: 2, busy: 37.5 }],
} as MonitorSample;

describe('the disk figures of /system/diskusage3', () => {
  it('gives each pool its used bytes and each disk the current sample’s rates', () => {
    expect(diskUsageOf([pool], [disk('loop3', 1), disk('vda', null)], sample)).toEqual({
      t: 42,
      pools: [{ id: 'p1', name: 'SATA1', mounted: true, total: 1000, used: 750, free: 250 }],
      disks: [
        { name: 'loop3', sn: 'SN-loop3', pos: 1, kind: 'bay', read: 10, write: 20, busy: 37.5 },
        // Charted but not in this sample yet (just inserted): zero, not missing.
        { name: 'vda', sn: 'SN-vda', pos: null, kind: 'system', read: 0, write: 0, busy: 0 },
      ],
    });
  });

  it('has no sample time before the monitor’s first second', () => {
    expect(diskUsageOf([], [disk('loop3', 1)], null)).toMatchObject({ t: null, disks: [{ write: 0 }] });
  });
});
