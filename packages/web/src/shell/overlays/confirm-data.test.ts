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
    ).toEqual({ mode: 'F', pools: [{ id: 'p1', name: 'Archive', missing: ['SN2'] }], options: [] });
  });
  it('reads what a user gets: the mode alone', () => {
    expect(readConfirmData({ action: 'confirm', mode: 'F' })).toEqual({ mode: 'F', pools: [], options: [] });
  });
  it('keeps the options a daemon lists, as words or as objects', () => {
    expect(
      readConfirmData({ mode: 'h', options: ['dilate', { option: 'mount' }, { id: 'ignore' }, 3] }),
    ).toEqual({
      mode: 'H',
      pools: [],
      options: ['dilate', 'mount', 'ignore'],
    });
  });
  it('survives shapes it does not know', () => {
    expect(readConfirmData({ mode: 7, pools: 'x', options: { a: 1 } })).toEqual({
      mode: null,
      pools: [],
      options: [],
    });
    expect(
      readConfirmData({ pools: [null, { name: 'no id' }, { id: 'p2', missing: [1, 'SN'] }] }).pools,
    ).toEqual([{ id: 'p2', name: 'p2', missing: ['SN'] }]);
  });
});
