import { describe, expect, it } from 'vitest';
import type { ScrubTimer } from './pool-scrub-store.js';
import { ScrubScheduler, isDue, lastSlot, nextSlot } from './scrub-schedule.js';

const at = (text: string) => new Date(text).getTime();
const timer = (change: Partial<ScrubTimer>): ScrubTimer => ({
  poolId: 'pool-1',
  enabled: true,
  interval: 'weekly',
  weekday: 0,
  day: 1,
  hour: 2,
  updatedAt: at('2026-03-01T00:00:00'),
  lastRunAt: null,
  ...change,
});

describe('scrub schedule', () => {
  it('finds the last and next slot of weekly, monthly and daily schedules (local time)', () => {
    // 2026-03-11 is a Wednesday.
    const now = at('2026-03-11T10:30:00');
    expect(lastSlot(timer({ weekday: 0 }), now)).toBe(at('2026-03-08T02:00:00'));
    expect(nextSlot(timer({ weekday: 0 }), now)).toBe(at('2026-03-15T02:00:00'));
    expect(lastSlot(timer({ weekday: 3, hour: 11 }), now)).toBe(at('2026-03-04T11:00:00'));
    expect(nextSlot(timer({ weekday: 3, hour: 11 }), now)).toBe(at('2026-03-11T11:00:00'));
    expect(lastSlot(timer({ interval: 'monthly', day: 20 }), now)).toBe(at('2026-02-20T02:00:00'));
    expect(nextSlot(timer({ interval: 'monthly', day: 20 }), now)).toBe(at('2026-03-20T02:00:00'));
    expect(nextSlot(timer({ interval: 'monthly', day: 3 }), now)).toBe(at('2026-04-03T02:00:00'));
    expect(nextSlot(timer({ interval: 'daily', hour: 1 }), now)).toBe(at('2026-03-12T01:00:00'));
    expect(nextSlot(timer({ enabled: false }), now)).toBeNull();
  });

  it('is due once per slot, never for a slot before the schedule was set', () => {
    const now = at('2026-03-08T02:00:30');
    expect(isDue(timer({}), now)).toBe(true);
    expect(isDue(timer({ lastRunAt: now }), at('2026-03-08T03:00:00'))).toBe(false);
    expect(isDue(timer({ updatedAt: at('2026-03-08T02:00:10') }), now)).toBe(false);
    expect(isDue(timer({ enabled: false }), now)).toBe(false);
  });

  it('starts what is due and marks it; a pool that cannot scrub now is tried at the next check', async () => {
    const marked: string[] = [];
    let busy = true;
    const scheduler = new ScrubScheduler({
      timers: () => [timer({})],
      start: async () => !busy,
      markRun: (poolId) => marked.push(poolId),
      now: () => at('2026-03-08T02:00:30'),
    });
    expect(await scheduler.check()).toEqual([]);
    busy = false;
    expect(await scheduler.check()).toEqual(['pool-1']);
    expect(marked).toEqual(['pool-1']);
  });
});
