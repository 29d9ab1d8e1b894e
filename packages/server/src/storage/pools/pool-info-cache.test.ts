import { describe, expect, it } from 'vitest';
import { PoolInfoCache } from './pool-info-cache.js';
import type { PoolsInfo } from './pool-service.js';

/** An observation that answers what `state.name` is when it starts, after the test lets it finish. */
function observer() {
  const state = { name: 'SATA1', observations: 0 };
  const pending: (() => void)[] = [];
  const observe = () => {
    state.observations += 1;
    const name = state.name;
    return new Promise<PoolsInfo>((resolve) => {
      pending.push(() =>
        resolve({
          zspool: { normal: [{ id: 'pool-1', name } as never], super: [], cache: [] },
          spare: { normal: [], super: [] },
        }),
      );
    });
  };
  const finishAll = async () => {
    while (pending.length > 0) pending.shift()!();
    await Promise.resolve();
  };
  return { state, observe, finishAll };
}

const nameOf = (info: PoolsInfo) => (info.zspool.normal[0] as unknown as { name: string }).name;

describe('pool info cache', () => {
  it('answers repeated calls from one observation while nothing changes', async () => {
    const { state, observe, finishAll } = observer();
    const cache = new PoolInfoCache(observe);
    const first = cache.current();
    const second = cache.current();
    await finishAll();
    expect(nameOf(await first)).toBe('SATA1');
    expect(nameOf(await second)).toBe('SATA1');
    for (let call = 0; call < 100; call++) await cache.current();
    expect(state.observations).toBe(1);
  });

  it('observes again after a change, so the caller sees its own change', async () => {
    const { state, observe, finishAll } = observer();
    const cache = new PoolInfoCache(observe);
    const first = cache.current();
    await finishAll();
    await first;
    state.name = 'Renamed';
    cache.invalidate();
    const after = cache.current();
    await finishAll();
    expect(nameOf(await after)).toBe('Renamed');
    expect(state.observations).toBe(2);
  });

  it('does not answer a change with an observation that started before it', async () => {
    const { state, observe, finishAll } = observer();
    const cache = new PoolInfoCache(observe);
    const before = cache.current();
    state.name = 'Renamed';
    cache.invalidate();
    const after = cache.current();
    await finishAll();
    expect(nameOf(await before)).toBe('SATA1');
    expect(nameOf(await after)).toBe('Renamed');
    expect(nameOf(await cache.current())).toBe('Renamed');
  });

  it('keeps what a health look observed for the calls that follow', async () => {
    const { state, observe, finishAll } = observer();
    const cache = new PoolInfoCache(observe);
    const first = cache.current();
    await finishAll();
    await first;
    state.name = 'Degraded';
    const look = cache.refreshPools();
    await finishAll();
    expect((await look).map((pool) => pool.name)).toEqual(['Degraded']);
    expect(nameOf(await cache.current())).toBe('Degraded');
    expect(state.observations).toBe(2);
  });

  it('lets a failed observation fail its callers and observes again on the next call', async () => {
    let fail = true;
    const cache = new PoolInfoCache(async () => {
      if (fail) throw new Error('btrfs device stats failed');
      return { zspool: { normal: [], super: [], cache: [] }, spare: { normal: [], super: [] } };
    });
    await expect(cache.current()).rejects.toThrow('btrfs device stats failed');
    fail = false;
    await expect(cache.current()).resolves.toMatchObject({ zspool: { normal: [] } });
  });
});
