import { describe, expect, it } from 'vitest';
import { readSync, syncKeyOf } from './sync-data';

describe('readSync', () => {
  it('reads the daemon’s sync', () => {
    const sync = {
      status: 'busy',
      usr: [
        { id: 'p1', name: 'Mirror', action: 'recover', kind: 'recover', progress: 42, remain: 600 },
        { name: 'Archive', action: 'fail', kind: 'resync', progress: 10, remain: 0, code: 'C106002' },
      ],
    };
    expect(readSync({ sync })).toEqual(sync);
  });

  it.each([
    ['no sync', {}],
    ['a sync that is not an object', { sync: 'busy' }],
    ['no list', { sync: { status: 'ok' } }],
  ])('reads %s as nothing rebuilding', (_label, data) => {
    expect(readSync(data)).toEqual({ status: 'ok', usr: [] });
  });

  it('leaves out entries it does not know and bounds the numbers', () => {
    const { usr } = readSync({
      sync: {
        status: 'busy',
        usr: [null, { action: 'delayed' }, { name: 'A', action: 'resync', progress: 140.4, remain: -3 }],
      },
    });
    expect(usr).toEqual([{ name: 'A', action: 'resync', kind: 'resync', progress: 100, remain: 0 }]);
  });

  it('keys the card on each pool’s action, not on its progress', () => {
    const a = readSync({ sync: { status: 'busy', usr: [{ id: 'p1', action: 'recover', progress: 1 }] } });
    const b = readSync({ sync: { status: 'busy', usr: [{ id: 'p1', action: 'recover', progress: 50 }] } });
    const c = readSync({ sync: { status: 'ok', usr: [{ id: 'p1', action: 'fail', progress: 50 }] } });
    expect(syncKeyOf(a)).toBe(syncKeyOf(b));
    expect(syncKeyOf(a)).not.toBe(syncKeyOf(c));
  });
});
