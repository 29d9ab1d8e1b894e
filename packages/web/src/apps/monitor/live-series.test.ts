import { describe, expect, it } from 'vitest';
import type { MonitorHistory, MonitorSample } from '@coffer/contract';
import { appendSample, seriesFromHistory, sumPoints } from './live-series';

const history: MonitorHistory = {
  intervalMs: 1000,
  t: [1000, 2000, 3000],
  cpu: [10, 20, 30],
  cores: [[10, 20, 30]],
  memTotal: 100,
  memUsed: [40, 41, 42],
  swapUsed: [0, 0, 0],
  net: [{ name: 'eth0', rx: [1, 2, 3], tx: [0, 0, 0] }],
  disk: [{ name: 'vda', read: [5, 5, 5], write: [0, 0, 0], readIops: [1, 1, 1], writeIops: [0, 0, 0] }],
};

function sample(t: number, disks: string[]): MonitorSample {
  return {
    t,
    cpu: { total: 50, cores: [50] },
    mem: { total: 100, used: 43, available: 57, cached: 0, swapTotal: 0, swapUsed: 0 },
    net: [{ name: 'eth0', rx: 4, tx: 1 }],
    disk: disks.map((name) => ({ name, read: 9, write: 0, readIops: 2, writeIops: 0, busy: 0 })),
  };
}

describe('the live series', () => {
  it('start from the history, keeping the newest seconds', () => {
    const series = seriesFromHistory(history, 2);
    expect(series.t).toEqual([2000, 3000]);
    expect(series.net[0]!.rx).toEqual([2, 3]);
  });

  it('move by one second with each pushed sample, keeping their length', () => {
    const series = appendSample(seriesFromHistory(history, 3), sample(4000, ['vda']), 3);
    expect(series.t).toEqual([2000, 3000, 4000]);
    expect(series.cpu).toEqual([20, 30, 50]);
    expect(series.disk[0]!.read).toEqual([5, 5, 9]);
    expect(series.latest?.t).toBe(4000);
  });

  it('ignore a sample the history already held', () => {
    const start = seriesFromHistory(history, 3);
    expect(appendSample(start, sample(3000, ['vda'])).t).toEqual(start.t);
  });

  it('give a new disk gaps before it and a vanished disk a gap', () => {
    const series = appendSample(seriesFromHistory(history, 3), sample(4000, ['loop3']), 3);
    expect(series.disk.map((disk) => disk.name)).toEqual(['loop3', 'vda']);
    expect(series.disk[0]!.read).toEqual([null, null, 9]);
    expect(series.disk[1]!.read).toEqual([5, 5, null]);
  });

  it('sum devices, leaving a gap only where every device has one', () => {
    expect(
      sumPoints(
        [
          [1, null, null],
          [2, 3, null],
        ],
        3,
      ),
    ).toEqual([3, 3, null]);
  });
});
