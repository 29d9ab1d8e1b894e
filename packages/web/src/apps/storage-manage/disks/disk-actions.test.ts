import { describe, expect, it } from 'vitest';
import { diskFixture } from '../data/storage-fixtures';
import { wipeAvailability, type WipeContext } from './disk-actions';

const master: WipeContext = { isMaster: true, wiping: false, otherWiping: false };

describe('wipeAvailability', () => {
  it.each([
    ['a free disk, for the master', {}, master, null],
    ['a free disk, for the operations administrator', {}, { ...master, isMaster: false }, 'masterOnly'],
    [
      'a pool member, for the operations administrator',
      { role: 1 },
      { ...master, isMaster: false },
      'masterOnly',
    ],
    ['a pool member', { role: 1 }, master, 'member'],
    ['an SSD pool member', { role: 3 }, master, 'member'],
    ['a hot spare', { role: 2 }, master, 'spare'],
    ['an SSD spare', { role: 4 }, master, 'spare'],
    ['a cache disk', { role: 7 }, master, 'cache'],
    ['an external disk', { role: 5 }, master, 'external'],
    ['a missing disk', { status: 'missing' as const, role: 1 }, master, 'missing'],
    ['a free faulty disk', { status: 'fault' as const }, master, null],
    ['a disk being wiped', {}, { ...master, wiping: true }, 'running'],
    ['a disk while another is wiped', {}, { ...master, otherWiping: true }, 'otherRunning'],
  ])('%s', (_name, fields, context, reason) => {
    const availability = wipeAvailability(diskFixture(fields), context);
    expect(availability.allowed ? null : availability.reason).toBe(reason);
  });
});
