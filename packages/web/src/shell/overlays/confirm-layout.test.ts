import { describe, expect, it } from 'vitest';
import type { DiskInfo } from '@coffer/contract';
import { slotLabelOf, slotRowsOf } from './confirm-layout';

function disk(change: Partial<DiskInfo>): DiskInfo {
  return {
    sn: 'SN',
    pos: 1,
    size: '4.00TB',
    total_size: 0,
    sizeNum: 4,
    sizeSymbol: 'TB',
    status: 'ok',
    role: 1,
    pid: 'p1',
    model: '',
    dev_type: 'sata',
    rate: 0,
    protect_list: [],
    label: '',
    smart_test: { status: 'idle', result: '' },
    system_part: [],
    user_part: [],
    abnormal: false,
    isFault: false,
    temperature: null,
    ...change,
  };
}

describe('slotRowsOf', () => {
  const pool = { id: 'p1', name: 'Archive', missing: ['SN2'] };

  it('marks the members still present unchanged and the missing one missing, by slot', () => {
    const rows = slotRowsOf(pool, [
      disk({ sn: 'SN2', pos: 2, status: 'missing' }),
      disk({ sn: 'SN1', pos: 1 }),
      disk({ sn: 'FREE', pos: 3, pid: '', role: 0 }),
      disk({ sn: 'OTHER', pos: 4, pid: 'p2' }),
    ]);
    expect(rows.map((row) => [slotLabelOf(row), row.serial, row.state])).toEqual([
      ['SATA 1', 'SN1', 'unchanged'],
      ['SATA 2', 'SN2', 'missing'],
    ]);
  });

  it('still lists a missing serial the disk list does not know', () => {
    const rows = slotRowsOf(pool, [disk({ sn: 'SN1' })]);
    expect(rows.map((row) => [slotLabelOf(row), row.serial, row.now])).toEqual([
      ['SATA 1', 'SN1', 'present'],
      [null, 'SN2', 'missing'],
    ]);
  });

  it('names M.2 and eSATA slots', () => {
    expect(slotLabelOf({ devType: 'nvme', pos: 2 })).toBe('M.2 2');
    expect(slotLabelOf({ devType: 'esata', pos: 1 })).toBe('eSATA 1');
  });
});
