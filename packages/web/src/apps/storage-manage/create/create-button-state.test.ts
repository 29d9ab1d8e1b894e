import { describe, expect, it } from 'vitest';
import { diskFixture } from '../data/storage-fixtures';
import { createButtonState } from './create-button-state';

const GiB = 1024 ** 3;
const sata = (sn: string, role = 0) => diskFixture({ sn, dev_type: 'sata', role });
const ssd = (sn: string) => diskFixture({ sn, dev_type: 'nvme', total_size: 512 * GiB });

describe('createButtonState', () => {
  it.each([
    [
      'the operations administrator',
      false,
      [sata('S1')],
      undefined,
      { disabled: 'masterOnly', protocol: null, mode: null },
    ],
    ['disks not read yet', true, null, undefined, { disabled: 'loading', protocol: null, mode: null }],
    [
      'no free disk',
      true,
      [sata('S1', 1)],
      undefined,
      { disabled: 'noFreeDisk', protocol: null, mode: null },
    ],
    [
      'two free SATA disks',
      true,
      [sata('S1'), sata('S2')],
      undefined,
      { disabled: null, protocol: 'protsata', mode: 'raid1' },
    ],
    [
      'the M.2 page',
      true,
      [sata('S1'), sata('S2'), ssd('N1')],
      'protnvme',
      { disabled: null, protocol: 'protnvme', mode: 'basic' },
    ],
    [
      'the eSATA page without eSATA disks',
      true,
      [sata('S1')],
      'protesata',
      { disabled: null, protocol: 'protsata', mode: 'basic' },
    ],
  ] as const)('%s', (_, isMaster, disks, protocol, state) => {
    expect(createButtonState({ isMaster, disks, protocol })).toEqual(state);
  });
});
