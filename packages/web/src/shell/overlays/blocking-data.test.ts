import { describe, expect, it } from 'vitest';
import { readBlockingData } from './blocking-data';

describe('readBlockingData', () => {
  it('reads the pools, the disks with their error, cause and suggestion, and the reason', () => {
    expect(
      readBlockingData({
        pools: [{ id: 'p1', name: 'Mirror' }, { id: 'p2' }, { name: 'no id' }],
        disks: [
          {
            position: 2,
            sn: 'CVD2',
            size: 4e12,
            devType: 'sata',
            error: 'mount_failed',
            cause: 'wrong fs type, bad option, bad superblock',
            suggestion: 'check_disks',
          },
          { position: 3 },
        ],
        errorDisks: [{ serial_number: 'CVD9', dev_type: 'nvme' }],
        reason: 'bays.json is not a valid bays file',
      }),
    ).toEqual({
      pools: [
        { id: 'p1', name: 'Mirror' },
        { id: 'p2', name: 'p2' },
      ],
      disks: [
        {
          position: 2,
          sn: 'CVD2',
          size: 4e12,
          devType: 'sata',
          error: 'mount_failed',
          cause: 'wrong fs type, bad option, bad superblock',
          suggestion: 'check_disks',
        },
        { position: 0, sn: 'CVD9', size: null, devType: 'nvme', error: '', cause: '', suggestion: '' },
      ],
      reason: 'bays.json is not a valid bays file',
    });
  });

  it('reads an ordinary user’s empty data as nothing to list', () => {
    expect(readBlockingData({})).toEqual({ pools: [], disks: [], reason: '' });
  });
});
