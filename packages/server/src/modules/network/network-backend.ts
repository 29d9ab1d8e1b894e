import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NetCode, type NetworkApplied, type NetworkBackendKind } from '@coffer/contract';
import type { Logger } from 'pino';
import { exec } from '../../platform/exec.js';
import { findCommand } from './host-tools.js';
import { renderIfupdown } from './ifupdown-format.js';
import { NetFailure } from './net-failure.js';
import type { NetworkChangePlan, RenderedChange } from './network-plan.js';
import { renderNetworkd } from './networkd-format.js';

/** How the daemon's config applies network changes (Config.network). */
export type NetworkMode = 'system' | 'dry-run';

/** Which of the machine's network managers Coffer can write for. */
export type NetworkFormat = 'ifupdown' | 'networkd' | 'none';

/** ifupdown when `/etc/network/interfaces` and `ifup` exist, else systemd-networkd when it is there. */
export function detectNetworkFormat(): NetworkFormat {
  if (existsSync('/etc/network/interfaces') && findCommand('ifup')) return 'ifupdown';
  if (existsSync('/etc/systemd/network') && findCommand('networkctl')) return 'networkd';
  return 'none';
}

export function renderChange(format: 'ifupdown' | 'networkd', change: NetworkChangePlan): RenderedChange {
  return format === 'ifupdown' ? renderIfupdown(change) : renderNetworkd(change);
}

/** Applies a checked change to the machine's network, or (dry-run) answers what it would write. */
export interface NetworkBackend {
  readonly kind: NetworkBackendKind;
  readonly dryRun: boolean;
  apply(change: NetworkChangePlan): Promise<NetworkApplied>;
}

function answer(kind: NetworkBackendKind, dryRun: boolean, rendered: RenderedChange): NetworkApplied {
  return {
    dryRun,
    backend: kind,
    files: rendered.files,
    removed: rendered.removed,
    commands: rendered.commands.map((command) => command.join(' ')),
  };
}

/** Changes nothing: renders the change in the machine's format (networkd when it has none). */
export class DryRunBackend implements NetworkBackend {
  readonly kind = 'dry-run';
  readonly dryRun = true;
  constructor(private readonly format: NetworkFormat = detectNetworkFormat()) {}

  async apply(change: NetworkChangePlan): Promise<NetworkApplied> {
    const format = this.format === 'none' ? 'networkd' : this.format;
    return answer(this.kind, true, renderChange(format, change));
  }
}

const SOURCES_COFFER =
  /^\s*(source\s+\/etc\/network\/interfaces\.d\/\*|source-directory\s+\/etc\/network\/interfaces\.d\/?)\s*$/m;

/** Writes Coffer's own files for the machine's network manager and has it load them. */
export class SystemBackend implements NetworkBackend {
  readonly dryRun = false;
  constructor(
    private readonly format: NetworkFormat,
    private readonly log: Logger,
  ) {}

  get kind(): NetworkBackendKind {
    return this.format;
  }

  async apply(change: NetworkChangePlan): Promise<NetworkApplied> {
    if (this.format === 'none') throw new NetFailure(NetCode.noBackend);
    if (this.format === 'ifupdown') this.checkIfupdownSources(change);
    const rendered = renderChange(this.format, change);
    for (const file of rendered.files) writeWhole(file.path, file.content);
    for (const path of rendered.removed) rmSync(path, { force: true });
    for (const [command, ...args] of rendered.commands) {
      try {
        await exec(command!, args, { timeoutMs: 30_000 });
      } catch (error) {
        this.log.error({ event: 'network.apply-failed', err: error, command }, 'a network command failed');
        throw new NetFailure(NetCode.abnormalState);
      }
    }
    this.log.info(
      { event: 'network.applied', files: rendered.files.map((file) => file.path) },
      'network changed',
    );
    return answer(this.kind, false, rendered);
  }

  /** Coffer's stanzas load only when the main file sources them and does not declare the same port. */
  private checkIfupdownSources(change: NetworkChangePlan): void {
    const main = readFileSync('/etc/network/interfaces', 'utf8');
    const name =
      change.kind === 'interface' || change.kind === 'create_bond' ? change.plan.name : change.name;
    const declared = new RegExp(`^\\s*iface\\s+${name.replace(/[.]/g, '\\.')}\\s`, 'm').test(main);
    if (!SOURCES_COFFER.test(main) || declared) throw new NetFailure(NetCode.noBackend);
  }
}

function writeWhole(path: string, content: string): void {
  const temporary = join(dirname(path), `.${Date.now()}.coffer-tmp`);
  writeFileSync(temporary, content, { mode: 0o644 });
  if (path.includes('/if-up.d/')) chmodSync(temporary, 0o755);
  renameSync(temporary, path);
}

export function createNetworkBackend(mode: NetworkMode, log: Logger): NetworkBackend {
  return mode === 'system' ? new SystemBackend(detectNetworkFormat(), log) : new DryRunBackend();
}
