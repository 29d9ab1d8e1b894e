import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { ServiceState } from '@coffer/contract';
import { waitForPort } from '../port-ready.js';
import { SupervisedProcess } from '../supervised-process.js';
import { sambaEnv, type SambaLayout } from './samba-layout.js';

const SAMBA_DCERPCD = '/usr/libexec/samba/samba-dcerpcd';
/** Samba's compiled-in log folder: a few of its helpers open a file there before reading smb.conf. */
const SYSTEM_LOG_DIR = '/var/log/samba';
const READY_MS = 20_000;

/**
 * The command line that runs `program` in a mount namespace of its own where Samba's compiled-in
 * log folder is Coffer's (the RPC helpers open their log before they read smb.conf), so nothing
 * is written to the machine's /var/log/samba. Mounts made later by the daemon (pools) reach it
 * through `slave` propagation only where the machine's mounts are shared (systemd makes them so);
 * the driver therefore starts smbd again when the pools' mounts change, and stops it while a pool
 * it holds is deleted or remounted (samba-driver.ts).
 */
function inOwnNamespace(layout: SambaLayout, program: string, args: readonly string[]) {
  const script = `if [ -d ${SYSTEM_LOG_DIR} ]; then mount --bind "$0" ${SYSTEM_LOG_DIR} || exit 1; fi; exec "$@"`;
  return {
    command: 'unshare',
    args: ['--mount', '--propagation', 'slave', 'sh', '-c', script, layout.logDir, program, ...args],
  };
}

/**
 * Coffer's Samba: smbd, and samba-dcerpcd for the RPC services smbd hands on (listing shares),
 * each supervised, in the foreground, without a process group of its own (so stopping the
 * supervised group stops every per-connection smbd and RPC worker too).
 */
export class SambaProcesses {
  private readonly smbd: SupervisedProcess;
  private readonly rpc: SupervisedProcess;
  port: number | null = null;

  constructor(
    private readonly layout: SambaLayout,
    log: Logger,
  ) {
    this.smbd = new SupervisedProcess('smbd', log);
    this.rpc = new SupervisedProcess('samba-dcerpcd', log);
  }

  get running(): boolean {
    return this.smbd.state === 'running' || this.smbd.state === 'starting';
  }

  get smbdPid(): number | null {
    return this.smbd.pid;
  }

  async start(port: number): Promise<void> {
    await this.stop();
    const { layout } = this;
    const env = sambaEnv(layout);
    // Sockets of a previous run (stopped, or killed with the daemon) would stop the RPC servers binding.
    rmSync(layout.ncalrpcDir, { recursive: true, force: true });
    mkdirSync(layout.ncalrpcDir, { mode: 0o755 });
    chmodSync(layout.ncalrpcDir, 0o755);
    const rpcArgs = ['--foreground', '--no-process-group', '--libexec-rpcds', `--configfile=${layout.conf}`];
    await this.rpc.start({
      ...inOwnNamespace(layout, SAMBA_DCERPCD, rpcArgs),
      env,
      cwd: layout.root,
      logFile: layout.rpcOutput,
      ready: () => waitForFile(join(layout.ncalrpcDir, 'np', 'srvsvc'), READY_MS),
    });
    const smbdArgs = ['--foreground', '--no-process-group', `--configfile=${layout.conf}`];
    try {
      await this.smbd.start({
        ...inOwnNamespace(layout, 'smbd', smbdArgs),
        env,
        cwd: layout.root,
        logFile: layout.smbdOutput,
        ready: () => waitForPort(port, READY_MS),
      });
    } catch (error) {
      await this.rpc.stop();
      throw error;
    }
    this.port = port;
  }

  async stop(): Promise<void> {
    await this.smbd.stop();
    await this.rpc.stop();
    this.port = null;
  }

  runtime(): { state: ServiceState; pid: number | null; error: string | null; since: number | null } {
    const failed = [this.smbd, this.rpc].find((process) => process.state === 'failed');
    return {
      state: failed ? 'failed' : this.smbd.state,
      pid: this.smbd.pid,
      error: failed?.error ?? this.smbd.error,
      since: this.smbd.since,
    };
  }
}

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > until) throw new Error(`${path} did not appear after ${timeoutMs} ms`);
    await sleep(50);
  }
}
