import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDiskstats, parseMeminfo, parseNetDev, parseProcStat } from './proc-parsers.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'latin1');

describe('/proc/stat', () => {
  it('reads the machine total and each core, counting iowait as idle', () => {
    const { total, cores } = parseProcStat(fixture('stat-1.txt'));
    // cpu  7409494 6259 1583357 2432652 51987 0 34552 26448 0 0: the first eight columns.
    expect(total.total).toBe(7409494 + 6259 + 1583357 + 2432652 + 51987 + 0 + 34552 + 26448);
    expect(total.busy).toBe(total.total - 2432652 - 51987);
    expect(cores).toHaveLength(2);
    expect(cores[1]!.total).toBe(3761166 + 3135 + 796654 + 1149071 + 30217 + 0 + 19706 + 13131);
  });

  it('stops at the first line that is not a cpu line', () => {
    expect(parseProcStat('cpu 1 0 1 2 0 0 0 0\nintr 5 5\ncpu9 100 0 0 0').cores).toEqual([]);
  });
});

describe('/proc/meminfo', () => {
  it('answers bytes, with used = total − available', () => {
    const memory = parseMeminfo(fixture('meminfo.txt'));
    expect(memory.total).toBe(24684084 * 1024);
    expect(memory.available).toBe(23849740 * 1024);
    expect(memory.used).toBe((24684084 - 23849740) * 1024);
  });

  it('falls back to free plus cache on a kernel without MemAvailable', () => {
    const memory = parseMeminfo(
      'MemTotal: 1000 kB\nMemFree: 100 kB\nCached: 300 kB\nSwapTotal: 50 kB\nSwapFree: 20 kB\n',
    );
    expect(memory.available).toBe(400 * 1024);
    expect(memory.swapUsed).toBe(30 * 1024);
  });
});

describe('/proc/net/dev', () => {
  it('reads each interface’s received and sent bytes', () => {
    const interfaces = parseNetDev(fixture('net-dev.txt'));
    expect(interfaces.map((entry) => entry.name)).toEqual(['lo', 'ifb0', 'ifb1', 'eth0']);
    const eth0 = interfaces.find((entry) => entry.name === 'eth0')!;
    expect(eth0.rxBytes).toBe(4130650132);
    expect(eth0.txBytes).toBe(29346508);
  });

  it('reads a line whose counter runs into the colon', () => {
    const text = 'h1\nh2\n  eth1:123456789012 5 0 0 0 0 0 0 987 6 0 0 0 0 0 0\n';
    expect(parseNetDev(text)).toEqual([{ name: 'eth1', rxBytes: 123456789012, txBytes: 987 }]);
  });
});

describe('/proc/diskstats', () => {
  it('keeps the wanted devices, with sectors as 512-byte units', () => {
    const disks = parseDiskstats(fixture('diskstats.txt'), (name) => name === 'vda' || name === 'loop3');
    expect(disks.map((disk) => disk.name)).toEqual(['loop3', 'vda']);
    const vda = disks.find((disk) => disk.name === 'vda')!;
    // vda: reads 560642, sectors read 13288306, writes 2187183, sectors written 2281452936, io 1124304 ms.
    expect(vda).toEqual({
      name: 'vda',
      reads: 560642,
      readBytes: 13288306 * 512,
      writes: 2187183,
      writtenBytes: 2281452936 * 512,
      busyMs: 1124304,
    });
  });

  it('leaves out a partition the filter does not want', () => {
    const text =
      '   8       0 sda 10 0 80 0 20 0 160 0 0 0 0\n   8       1 sda1 10 0 80 0 20 0 160 0 0 0 0\n';
    expect(parseDiskstats(text, (name) => !name.endsWith('1')).map((disk) => disk.name)).toEqual(['sda']);
  });
});
