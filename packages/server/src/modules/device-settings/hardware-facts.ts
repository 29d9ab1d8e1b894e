import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type { DeviceHardware } from '@coffer/contract';

/** `PRETTY_NAME` of an os-release file, e.g. "Debian GNU/Linux 12 (bookworm)". */
export function prettyNameOf(osRelease: string): string | undefined {
  const line = osRelease.split('\n').find((entry) => entry.startsWith('PRETTY_NAME='));
  return line?.slice('PRETTY_NAME='.length).replace(/^"|"$/g, '') || undefined;
}

/** The processor's model from /proc/cpuinfo (`model name`, or `Model`/`Hardware` on ARM boards). */
export function cpuModelOf(cpuinfo: string): string | undefined {
  for (const field of ['model name', 'Model', 'Hardware']) {
    const line = cpuinfo.split('\n').find((entry) => entry.split(':')[0]?.trim() === field);
    const value = line?.slice(line.indexOf(':') + 1).trim();
    if (value) return value;
  }
  return undefined;
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => '');

/** What the machine is, read from it now (about page). */
export async function readHardwareFacts(): Promise<DeviceHardware> {
  const [osRelease, cpuinfo] = await Promise.all([readText('/etc/os-release'), readText('/proc/cpuinfo')]);
  const cpus = os.cpus();
  return {
    hostname: os.hostname(),
    cpu_model: cpuModelOf(cpuinfo) ?? cpus[0]?.model ?? '',
    cpu_cores: os.availableParallelism(),
    memory_bytes: os.totalmem(),
    kernel: `${os.type()} ${os.release()}`,
    os: prettyNameOf(osRelease) ?? os.version(),
    arch: os.arch(),
    machine_uptime: Math.round(os.uptime()),
    daemon_uptime: Math.round(process.uptime()),
  };
}
