import type { NetInterface } from '@coffer/contract';
import { exec } from '../../platform/exec.js';
import { findCommand } from './host-tools.js';

export interface WakeOnLanState {
  name: string;
  supported: boolean;
  enabled: boolean;
}

/**
 * What `ethtool` says of each wired port: whether it can wake on a magic packet and whether it
 * does. Without `ethtool` (or for a port it cannot query) nothing can be told, so none is supported.
 */
export async function readWakeOnLan(interfaces: readonly NetInterface[]): Promise<WakeOnLanState[]> {
  const ethtool = findCommand('ethtool');
  const wired = interfaces.filter((candidate) => candidate.kind === 'ethernet');
  return Promise.all(
    wired.map(async ({ name }) => {
      if (!ethtool) return { name, supported: false, enabled: false };
      const { stdout, exitCode } = await exec(ethtool, [name], { timeoutMs: 5000, okExitCodes: [0, 75, 1] });
      const supports = /Supports Wake-on:\s*(\S+)/.exec(stdout)?.[1] ?? '';
      const current = /^\s*Wake-on:\s*(\S+)/m.exec(stdout)?.[1] ?? '';
      return { name, supported: exitCode === 0 && supports.includes('g'), enabled: current.includes('g') };
    }),
  );
}
