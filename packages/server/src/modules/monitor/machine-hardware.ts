import { readFileSync } from 'node:fs';
import { arch, cpus, hostname, release, uptime } from 'node:os';
import type { MonitorDisk, MonitorHardware } from '@coffer/contract';
import { parseMeminfo } from './proc-parsers.js';

/** Pure: the CPU model and MHz from /proc/cpuinfo (`model name`, `cpu MHz` of the first CPU). */
export function parseCpuinfo(text: string): { model: string; mhz: number | null } {
  let model = '';
  let mhz: number | null = null;
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!model && (key === 'model name' || key === 'Model' || key === 'Hardware')) model = value;
    if (mhz === null && key === 'cpu MHz' && Number.isFinite(Number(value))) mhz = Math.round(Number(value));
    if (model && mhz !== null) break;
  }
  return { model, mhz };
}

/** The machine as the hardware tab shows it. */
export function readHardware(disks: MonitorDisk[], procRoot = '/proc'): MonitorHardware {
  const cpuinfo = parseCpuinfo(readFileSync(`${procRoot}/cpuinfo`, 'utf8'));
  const memory = parseMeminfo(readFileSync(`${procRoot}/meminfo`, 'utf8'));
  const logical = cpus();
  return {
    hostname: hostname(),
    kernel: release(),
    arch: arch(),
    cpuModel: cpuinfo.model || logical[0]?.model || '',
    cores: logical.length,
    cpuMhz: cpuinfo.mhz ?? (logical[0]?.speed || null),
    memTotal: memory.total,
    swapTotal: memory.swapTotal,
    uptime: Math.round(uptime()),
    disks,
  };
}
