import { describe, expect, it } from 'vitest';
import { sampleBetween, type MachineReading } from './machine-reading.js';

const memory = { total: 100, available: 60, used: 40, cached: 10, swapTotal: 0, swapUsed: 0 };

function reading(at: number, busy: number, total: number, rx: number, sectors: number): MachineReading {
  return {
    at,
    cpu: { total: { busy, total }, cores: [{ busy, total }] },
    memory,
    net: [{ name: 'eth0', rxBytes: rx, txBytes: 0 }],
    disks: [
      {
        name: 'vda',
        reads: sectors / 8,
        readBytes: sectors * 512,
        writes: 0,
        writtenBytes: 0,
        busyMs: sectors * 10,
      },
    ],
  };
}

describe('a sample between two readings', () => {
  it('turns counters into percent and rates per second', () => {
    const sample = sampleBetween(reading(0, 100, 1000, 0, 0), reading(2000, 150, 1200, 4000, 80));
    expect(sample.cpu.total).toBe(25);
    expect(sample.cpu.cores).toEqual([25]);
    expect(sample.net).toEqual([{ name: 'eth0', rx: 2000, tx: 0 }]);
    // 800 ms of I/O in 2 s: busy 40 %.
    expect(sample.disk[0]).toMatchObject({ read: (80 * 512) / 2, readIops: 5, busy: 40 });
    expect(sample.mem.used).toBe(40);
  });

  it('counts a counter that went back as zero, not as a negative rate', () => {
    const sample = sampleBetween(reading(0, 100, 1000, 9000, 80), reading(1000, 100, 1000, 10, 0));
    expect(sample.net[0]!.rx).toBe(0);
    expect(sample.disk[0]!.read).toBe(0);
    expect(sample.disk[0]!.busy).toBe(0);
    expect(sample.cpu.total).toBe(0);
  });

  it('leaves out a device that has no earlier reading yet', () => {
    const before = reading(0, 0, 0, 0, 0);
    const after = reading(1000, 0, 100, 0, 0);
    after.net.push({ name: 'eth1', rxBytes: 5, txBytes: 5 });
    expect(sampleBetween(before, after).net.map((entry) => entry.name)).toEqual(['eth0']);
  });
});
