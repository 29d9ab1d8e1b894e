import os from 'node:os';
import type { DeviceSummary } from '@coffer/contract';
import type { DeviceIdentity } from '../../device/identity.js';
import { readCurrentZone } from '../device-settings/clock/time-zones.js';
import { readHardwareFacts } from '../device-settings/hardware-facts.js';

/**
 * `/system`: the about page in one answer, from what `/system/versions`, `/system/time` and
 * `/system/hardware` read. Processor, memory, kernel and system are the administrators' (as
 * `/system/hardware` is): an ordinary user gets `hardware: null`.
 */
export async function deviceSummary(identity: DeviceIdentity, withHardware: boolean): Promise<DeviceSummary> {
  const [zone, facts] = await Promise.all([
    readCurrentZone(),
    withHardware ? readHardwareFacts() : Promise.resolve(null),
  ]);
  const hardware = facts && {
    hostname: facts.hostname,
    cpu_model: facts.cpu_model,
    cpu_cores: facts.cpu_cores,
    memory_bytes: facts.memory_bytes,
    kernel: facts.kernel,
    os: facts.os,
    arch: facts.arch,
  };
  return {
    name: identity.name,
    model: identity.model,
    nasid: identity.nasid,
    version: identity.version,
    now: Date.now(),
    zone,
    machine_uptime: facts?.machine_uptime ?? Math.round(os.uptime()),
    daemon_uptime: facts?.daemon_uptime ?? Math.round(process.uptime()),
    hardware,
  };
}
