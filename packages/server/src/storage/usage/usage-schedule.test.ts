import { describe, expect, it } from 'vitest';
import { scanDue, UsageScheduler } from './usage-schedule.js';

const HOUR = 60 * 60 * 1000;

describe('scheduled usage scans', () => {
  it('are due when never run or a period old', () => {
    expect(scanDue('off', null, 0)).toBe(false);
    expect(scanDue('daily', null, 0)).toBe(true);
    expect(scanDue('daily', 0, 23 * HOUR)).toBe(false);
    expect(scanDue('daily', 0, 24 * HOUR)).toBe(true);
    expect(scanDue('weekly', 0, 6 * 24 * HOUR)).toBe(false);
    expect(scanDue('weekly', 0, 7 * 24 * HOUR)).toBe(true);
  });

  it('starts the due scans and leaves refused ones to the next tick', async () => {
    const asked: string[] = [];
    const scheduler = new UsageScheduler({
      now: () => 10 * 24 * HOUR,
      scheduled: () => [
        { poolId: 'a', schedule: 'daily', lastFinished: 9.5 * 24 * HOUR },
        { poolId: 'b', schedule: 'weekly', lastFinished: 0 },
        { poolId: 'c', schedule: 'daily', lastFinished: null },
      ],
      start: async (poolId) => {
        asked.push(poolId);
        if (poolId === 'c') throw new Error('not mounted');
      },
    });
    expect(await scheduler.tick()).toEqual(['b']);
    expect(asked).toEqual(['b', 'c']);
  });
});
