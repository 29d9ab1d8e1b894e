import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { NtpState } from '@coffer/contract';

type Service = NtpState['service'];

/** Each time service Debian ships: its process name (`/proc/<pid>/comm`) and its configuration. */
const SERVICES: readonly {
  service: Exclude<Service, 'none'>;
  comm: string;
  config: string;
  installed: string;
}[] = [
  {
    service: 'systemd-timesyncd',
    comm: 'systemd-timesyn',
    config: '/etc/systemd/timesyncd.conf',
    installed: '/lib/systemd/systemd-timesyncd',
  },
  { service: 'chrony', comm: 'chronyd', config: '/etc/chrony/chrony.conf', installed: '/usr/sbin/chronyd' },
  { service: 'ntpsec', comm: 'ntpd', config: '/etc/ntpsec/ntp.conf', installed: '/usr/sbin/ntpd' },
  { service: 'ntp', comm: 'ntpd', config: '/etc/ntp.conf', installed: '/usr/sbin/ntpd' },
];

/**
 * The servers a configuration names: `server`/`pool` lines (chrony, ntpd, ntpsec) or the `NTP=`
 * and then `FallbackNTP=` lists (systemd-timesyncd). Comments are skipped.
 */
export function ntpServersOf(service: Service, config: string): string[] {
  const lines = config
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  if (service === 'systemd-timesyncd') {
    const list = (key: string) =>
      lines
        .filter((line) => line.startsWith(`${key}=`))
        .flatMap((line) => line.slice(key.length + 1).split(/\s+/))
        .filter(Boolean);
    const primary = list('NTP');
    return primary.length > 0 ? primary : list('FallbackNTP');
  }
  return lines.flatMap((line) => {
    const [word, host] = line.split(/\s+/);
    return (word === 'server' || word === 'pool') && host ? [host] : [];
  });
}

/** The process names running now. */
async function runningComms(): Promise<Set<string>> {
  const names = new Set<string>();
  const entries = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (pid) => {
        const comm = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '');
        if (comm) names.add(comm.trim());
      }),
  );
  return names;
}

/**
 * Which time service keeps this machine's clock, found on the machine: the one running, else the
 * one installed (not running), else none.
 */
export async function readNtpState(): Promise<NtpState> {
  const running = await runningComms();
  const found =
    SERVICES.find((entry) => running.has(entry.comm) && existsSync(entry.config)) ??
    SERVICES.find((entry) => existsSync(entry.installed) && existsSync(entry.config));
  if (!found) return { service: 'none', active: false, servers: [] };
  const config = await readFile(found.config, 'utf8').catch(() => '');
  return {
    service: found.service,
    active: running.has(found.comm),
    servers: ntpServersOf(found.service, config),
  };
}
