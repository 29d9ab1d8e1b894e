import { describe, expect, it } from 'vitest';
import { readConfirmData } from './confirm-data';

describe('readConfirmData', () => {
  it('reads mode F with its pools', () => {
    expect(
      readConfirmData({
        action: 'confirm',
        mode: 'F',
        pools: [{ id: 'p1', name: 'Archive', missing: ['SN2'] }],
      }),
    ).toEqual({
      mode: 'F',
      pools: [{ id: 'p1', name: 'Archive', missing: ['SN2'] }],
      options: [],
      newDisks: [],
    });
  });
  it('reads what a user gets: the mode alone', () => {
    expect(readConfirmData({ action: 'confirm', mode: 'F' })).toEqual({
      mode: 'F',
      pools: [],
      options: [],
      newDisks: [],
    });
  });
  it('keeps the options a daemon lists, as words or as objects', () => {
    expect(
      readConfirmData({ mode: 'h', options: ['dilate', { option: 'mount' }, { id: 'ignore' }, 3] }),
    ).toEqual({
      mode: 'H',
      pools: [],
      options: ['dilate', 'mount', 'ignore'],
      newDisks: [],
    });
  });
  it('reads the new disks, blank or carrying data, from the new layout', () => {
    expect(
      readConfirmData({
        mode: 'B',
        dev: ['SN3', 'SN4', 5],
        new: {
          disksGroup: [
            { sn: 'SN3', isused: 0 },
            { sn: 'SN4', isused: 1 },
          ],
        },
      }).newDisks,
    ).toEqual([
      { sn: 'SN3', used: false },
      { sn: 'SN4', used: true },
    ]);
  });
  it('survives shapes it does not know', () => {
    expect(readConfirmData({ mode: 7, pools: 'x', options: { a: 1 } })).toEqual({
      mode: null,
      pools: [],
      options: [],
      newDisks: [],
    });
    expect(
      readConfirmData({ pools: [null, { name: 'no id' }, { id: 'p2', missing: [1, 'SN'] }] }).pools,
    ).toEqual([{ id: 'p2', name: 'p2', missing: ['SN'] }]);
  });
});
