import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HostClock } from './host-clock.js';
import { ntpServersOf } from './ntp-state.js';
import { readCurrentZone, zonesOfTzdata } from './time-zones.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function fakeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'coffer-clock-'));
  roots.push(root);
  mkdirSync(join(root, 'etc'));
  return root;
}

describe('time zones', () => {
  it('lists zones and links of tzdata.zi, without legacy aliases', () => {
    const zi = [
      '# version 2024a',
      'Z Asia/Shanghai 8:5:43 - LMT 1901',
      'L Asia/Shanghai Asia/Chongqing',
      'Z EST5EDT -5 u E%sT',
      'L Etc/UTC UTC',
      'R x 1 2 - Ap 1 2 1 D',
    ].join('\n');
    expect(zonesOfTzdata(zi)).toEqual(['Asia/Chongqing', 'Asia/Shanghai', 'UTC']);
  });

  it('reads the current zone from /etc/timezone, else the /etc/localtime link, else UTC', async () => {
    const root = fakeRoot();
    expect(await readCurrentZone(root)).toBe('UTC');
    symlinkSync('/usr/share/zoneinfo/Europe/Paris', join(root, 'etc/localtime'));
    expect(await readCurrentZone(root)).toBe('Europe/Paris');
    writeFileSync(join(root, 'etc/timezone'), 'Asia/Tokyo\n');
    expect(await readCurrentZone(root)).toBe('Asia/Tokyo');
  });
});

describe('NTP configuration', () => {
  it('reads timesyncd NTP=, falling back to FallbackNTP=', () => {
    expect(ntpServersOf('systemd-timesyncd', '[Time]\nNTP=ntp1.example cn.pool.ntp.org\n')).toEqual([
      'ntp1.example',
      'cn.pool.ntp.org',
    ]);
    expect(ntpServersOf('systemd-timesyncd', '[Time]\n#NTP=\nFallbackNTP=0.debian.pool.ntp.org\n')).toEqual([
      '0.debian.pool.ntp.org',
    ]);
  });

  it('reads server and pool lines of chrony and ntpsec', () => {
    expect(
      ntpServersOf(
        'chrony',
        'pool 2.debian.pool.ntp.org iburst\n# server old.example\nserver 10.0.0.1 iburst\n',
      ),
    ).toEqual(['2.debian.pool.ntp.org', '10.0.0.1']);
  });
});

describe('HostClock on a root of its own', () => {
  it('replaces /etc/localtime and /etc/timezone with the new zone', async () => {
    const root = fakeRoot();
    symlinkSync('/usr/share/zoneinfo/Etc/UTC', join(root, 'etc/localtime'));
    const done = await new HostClock(root).apply([{ kind: 'zone', zone: 'Asia/Shanghai' }]);
    expect(readlinkSync(join(root, 'etc/localtime'))).toBe('/usr/share/zoneinfo/Asia/Shanghai');
    expect(readFileSync(join(root, 'etc/timezone'), 'utf8')).toBe('Asia/Shanghai\n');
    expect(done).toContain('echo Asia/Shanghai > /etc/timezone');
  });
});
