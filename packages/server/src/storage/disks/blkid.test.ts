import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNATURE, parseBlkidExport, probeSignature } from './blkid.js';

/** Recorded from util-linux 2.38.1 (Debian 12): `blkid -p -o export`. */
const BTRFS = `DEVNAME=/dev/loop0
LABEL=my\\ pool
UUID=2e2548ac-ec28-4f20-9e7e-38a918238ab2
UUID_SUB=446cc530-a876-4514-af4f-a891e4a41101
BLOCK_SIZE=4096
TYPE=btrfs
USAGE=filesystem
`;

const PARTITION = `DEVNAME=/dev/sdb1
UUID=7b5e1c1e-3a0c-4d0e-9b1e-2f1c0d9a8b7c
BLOCK_SIZE=4096
TYPE=ext4
USAGE=filesystem
PART_ENTRY_SCHEME=gpt
PART_ENTRY_NAME=data
PART_ENTRY_UUID=0f3a2b1c-5d6e-4f70-8a9b-0c1d2e3f4a5b
PART_ENTRY_TYPE=0fc63daf-8483-4772-8e79-3d69d8477de4
PART_ENTRY_NUMBER=1
PART_ENTRY_OFFSET=2048
PART_ENTRY_SIZE=7814035087
PART_ENTRY_DISK=8:16
`;

const TABLE = `DEVNAME=/dev/sdb
PTUUID=2f7c3f5e-9b1d-4a53-8b7e-1d2c3b4a5f60
PTTYPE=gpt
`;

describe('parseBlkidExport', () => {
  it.each([
    [
      'a btrfs member with a label that has a space',
      BTRFS,
      {
        type: 'btrfs',
        label: 'my pool',
        uuid: '2e2548ac-ec28-4f20-9e7e-38a918238ab2',
        uuidSub: '446cc530-a876-4514-af4f-a891e4a41101',
        usage: 'filesystem',
        partEntry: {},
      },
    ],
    [
      'a GPT partition',
      PARTITION,
      {
        type: 'ext4',
        partEntry: {
          scheme: 'gpt',
          name: 'data',
          uuid: '0f3a2b1c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
          type: '0fc63daf-8483-4772-8e79-3d69d8477de4',
          number: '1',
          offset: '2048',
          size: '7814035087',
          disk: '8:16',
        },
      },
    ],
    [
      'a partition table',
      TABLE,
      { ptType: 'gpt', ptUuid: '2f7c3f5e-9b1d-4a53-8b7e-1d2c3b4a5f60', partEntry: {} },
    ],
    ['nothing', '', { partEntry: {} }],
  ])('reads %s', (_, text, expected) => {
    expect(parseBlkidExport(text)).toMatchObject(expected);
  });
});

describe('probeSignature', () => {
  it('reads exit status 2 as a device with no signature', async () => {
    const signature = await probeSignature('/dev/loop9', async () => ({
      stdout: '',
      stderr: '',
      exitCode: 2,
    }));
    expect(signature).toEqual(EMPTY_SIGNATURE);
  });

  it('probes the device itself, never the cache', async () => {
    const calls: string[][] = [];
    const signature = await probeSignature('/dev/loop9', async (command, args) => {
      calls.push([command, ...args]);
      return { stdout: BTRFS, stderr: '', exitCode: 0 };
    });
    expect(calls).toEqual([['blkid', '-p', '-o', 'export', '/dev/loop9']]);
    expect(signature.label).toBe('my pool');
  });
});
