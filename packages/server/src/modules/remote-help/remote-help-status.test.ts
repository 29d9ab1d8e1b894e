import { DAY, SECOND } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { statusOf } from './remote-help-status.js';

const NOW = 1_800_000_000 * SECOND;
const open = { pwd: 'K7P2QX9M', ctime: NOW / SECOND - 3600, expireAt: (NOW + 2.5 * DAY) / SECOND };
const facts = { nowMs: NOW, nasid: 'AB12', supportPhone: '400-000-0000', isMaster: true };

describe('the remote assistance status', () => {
  it('gives the master the code, its times and the whole days left', () => {
    expect(statusOf(open, facts)).toEqual({
      switch: 'open',
      expire_at: open.expireAt,
      days: 3,
      nasid: 'AB12',
      ctime: open.ctime,
      pwd: 'K7P2QX9M',
      support_phone: '400-000-0000',
    });
  });

  it('gives an operations administrator the switch and expiry without the code', () => {
    expect(statusOf(open, { ...facts, isMaster: false })).toMatchObject({
      switch: 'open',
      days: 3,
      pwd: '',
      ctime: 0,
    });
  });

  it('reads an assistance past its end, and none at all, as closed', () => {
    const ended = { ...open, expireAt: NOW / SECOND };
    for (const state of [ended, null]) {
      expect(statusOf(state, facts)).toEqual({
        switch: 'closed',
        expire_at: 0,
        days: 0,
        nasid: 'AB12',
        ctime: 0,
        pwd: '',
        support_phone: '400-000-0000',
      });
    }
  });
});
