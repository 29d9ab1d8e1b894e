import { describe, expect, it } from 'vitest';
import { parsePasswd, parsePidStat, ProcessTable } from './process-table.js';
import { isSystemDisk } from './charted-disks.js';
import { parseCpuinfo } from './machine-hardware.js';

describe('/proc/<pid>/stat', () => {
  it('reads a name with spaces and parentheses, the state, CPU ticks and resident pages', () => {
    const text =
      '4242 (tmux: (server)) S 1 4242 4242 0 -1 4194560 5 0 0 0 120 30 0 0 20 0 1 0 100 1000000 777 18446744073709551615 0';
    expect(parsePidStat(text)).toEqual({ name: 'tmux: (server)', state: 'S', ticks: 150, rssPages: 777 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(parsePidStat('nonsense')).toBeUndefined();
  });
});

describe('user names', () => {
  it('maps uids to names from the passwd file', () => {
    const users = parsePasswd('root:x:0:0:root:/root:/bin/bash\ncoffer:x:1000:1000::/home/c:/bin/sh\n');
    expect(users.get(0)).toBe('root');
    expect(users.get(1000)).toBe('coffer');
  });
});

describe('the process table', () => {
  it('lists this process with its command and memory', async () => {
    const list = await new ProcessTable().list();
    const self = list.find((entry) => entry.pid === process.pid);
    expect(self).toBeDefined();
    expect(self!.mem).toBeGreaterThan(1024 * 1024);
    expect(self!.command).toContain('node');
  });
});

describe('charted disks', () => {
  it.each([
    ['vda', true],
    ['sda', true],
    ['nvme0n1', true],
    ['loop3', false],
    ['zram0', false],
    ['dm-0', false],
    ['md127', false],
    ['sr0', false],
  ])('%s is a system disk: %s', (name, expected) => {
    expect(isSystemDisk(name)).toBe(expected);
  });
});

describe('/proc/cpuinfo', () => {
  it('reads the first CPU’s model and MHz', () => {
    expect(parseCpuinfo('processor\t: 0\nmodel name\t: AMD EPYC\ncpu MHz\t\t: 2596.126\n')).toEqual({
      model: 'AMD EPYC',
      mhz: 2596,
    });
  });
});
