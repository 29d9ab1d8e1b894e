import { describe, expect, it } from 'vitest';
import type { MonitorSample } from '@coffer/contract';
import { historyOf, pushSample } from './history-series.js';
import { SampleRing } from './sample-ring.js';

function sample(t: number, disks: string[] = ['vda']): MonitorSample {
  return {
    t,
    cpu: { total: t % 100, cores: [1, 2] },
    mem: { total: 1000, used: t, available: 1000 - t, cached: 0, swapTotal: 0, swapUsed: 0 },
    net: [{ name: 'eth0', rx: t, tx: 2 * t }],
    disk: disks.map((name) => ({ name, read: t, write: 0, readIops: 1, writeIops: 0, busy: 0 })),
  };
}

describe('the sample ring', () => {
  it('holds one hour at most and keeps the newest, oldest first', () => {
    const ring = new SampleRing(3600);
    for (let t = 0; t < 3600 + 500; t += 1) pushSample(ring, sample(t));
    expect(ring.size).toBe(3600);
    const { t, series } = ring.window(3600);
    expect(t[0]).toBe(500);
    expect(t.at(-1)).toBe(4099);
    expect(series.get('mem/used')![0]).toBe(500);
    expect(ring.window(3).t).toEqual([4097, 4098, 4099]);
  });

  it('does not grow with time: the same bytes after one hour and after three', () => {
    const ring = new SampleRing(3600);
    for (let t = 0; t < 3600; t += 1) pushSample(ring, sample(t));
    const afterOneHour = ring.bytes;
    for (let t = 3600; t < 3 * 3600; t += 1) pushSample(ring, sample(t));
    expect(ring.bytes).toBe(afterOneHour);
    // 8 series of 3600 doubles plus the times: cpu, 2 cores, mem, swap, rx, tx, 4 disk fields.
    expect(afterOneHour).toBe((1 + 11) * 3600 * 8);
  });

  it('drops a device’s series once it has been gone for a whole ring', () => {
    const ring = new SampleRing(10);
    for (let t = 0; t < 5; t += 1) pushSample(ring, sample(t, ['vda', 'loop3']));
    for (let t = 5; t < 14; t += 1) pushSample(ring, sample(t, ['vda']));
    expect(ring.seriesNames).toContain('disk/loop3/read');
    // The window holds t = 4…13: the disk's last second, then the nine it was gone.
    expect(ring.window(10).series.get('disk/loop3/read')).toEqual([4, ...Array<null>(9).fill(null)]);
    for (let t = 14; t < 15; t += 1) pushSample(ring, sample(t, ['vda']));
    expect(ring.seriesNames).not.toContain('disk/loop3/read');
  });

  it('answers the history in columns per device, a gap as null', () => {
    const ring = new SampleRing(10);
    pushSample(ring, sample(1, ['vda']));
    pushSample(ring, sample(2, ['vda', 'loop3']));
    const history = historyOf(ring, 3600, 1000, 1000);
    expect(history.t).toEqual([1, 2]);
    expect(history.cores).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(history.net).toEqual([{ name: 'eth0', rx: [1, 2], tx: [2, 4] }]);
    expect(history.disk.map((disk) => disk.name)).toEqual(['loop3', 'vda']);
    expect(history.disk[0]!.read).toEqual([null, 2]);
  });
});
