import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { HostProtection } from '@coffer/contract';
import { exec, ExecError } from '../../platform/exec.js';

/** Output shown of a tool's answer (a firewall's whole ruleset can be long). */
const DETAIL_MAX = 16 * 1024;
const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** Where a command is installed, or null: the PATH and the system directories (a daemon's PATH may lack sbin). */
export function findCommand(name: string, path = process.env.PATH ?? ''): string | null {
  const dirs = [...path.split(delimiter).filter(Boolean), ...SYSTEM_DIRS];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function trimmed(text: string): string {
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX)}\n…` : text;
}

function reasonOf(error: unknown): string {
  if (error instanceof ExecError) return (error.result.stderr || error.message).trim().slice(0, 500);
  return error instanceof Error ? error.message : String(error);
}

const EMPTY: HostProtection = {
  installed: false,
  running: false,
  version: '',
  missing: [],
  error: '',
  detail: '',
};

/** The firewall as the machine has it: nftables' ruleset when `nft` exists and answers. */
export async function firewallState(): Promise<HostProtection> {
  const nft = findCommand('nft');
  if (!nft) return { ...EMPTY, missing: ['nft'] };
  const state: HostProtection = { ...EMPTY, installed: true };
  try {
    state.version = (await exec(nft, ['--version'], { timeoutMs: 5_000 })).stdout.trim();
    const rules = await exec(nft, ['list', 'ruleset'], { timeoutMs: 10_000 });
    state.running = true;
    state.detail = trimmed(rules.stdout.trim());
  } catch (error) {
    state.error = reasonOf(error);
  }
  return state;
}

/**
 * The antivirus as the machine has it: ClamAV's scanner (`clamscan`) and daemon (`clamd`); running
 * means clamd answers through `clamdscan --version`. Signature dates come from the version line.
 */
export async function antivirusState(): Promise<HostProtection> {
  const clamscan = findCommand('clamscan');
  const clamd = findCommand('clamd');
  const missing = [...(clamscan ? [] : ['clamscan']), ...(clamd ? [] : ['clamd'])];
  if (!clamscan && !clamd) return { ...EMPTY, missing };
  const state: HostProtection = { ...EMPTY, installed: true, missing };
  try {
    const tool = (clamscan ?? clamd) as string;
    state.version = (await exec(tool, ['--version'], { timeoutMs: 10_000 })).stdout.trim();
    const clamdscan = findCommand('clamdscan');
    if (clamd && clamdscan) {
      const answer = await exec(clamdscan, ['--version'], { timeoutMs: 10_000, okExitCodes: [1, 2] });
      state.running = answer.exitCode === 0;
      state.detail = trimmed(`${answer.stdout}${answer.stderr}`.trim());
    }
  } catch (error) {
    state.error = reasonOf(error);
  }
  return state;
}
