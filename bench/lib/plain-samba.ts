/**
 * A plain smbd as a benchmark's peer: a minimal smb.conf (one read-only share, no audit, no recycle,
 * no access lists) in a temp folder, started with Coffer's own launcher (`SambaProcesses`: its own
 * namespace and paths), stopped by PID, the folder removed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { sambaLayout } from '../../packages/server/src/modules/file-services/samba/samba-layout.js';
import { SambaProcesses } from '../../packages/server/src/modules/file-services/samba/samba-processes.js';
import { setSmbPassword } from '../../packages/server/src/modules/file-services/samba/samba-tools.js';
import { writeUnixAccounts } from '../../packages/server/src/modules/file-services/samba/unix-accounts.js';
import { freePort } from '../../scripts/lib/daemon.js';

export interface PlainSamba {
  port: number;
  share: string;
  stop(): Promise<void>;
}

export async function startPlainSamba(
  folder: string,
  user: { username: string; password: string },
): Promise<PlainSamba> {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-bench-samba-'));
  const layout = sambaLayout(dir);
  const port = await freePort();
  writeFileSync(
    layout.conf,
    [
      '[global]',
      'server role = standalone server',
      `smb ports = ${port}`,
      'disable netbios = yes',
      `passdb backend = tdbsam:${layout.privateDir}/passdb.tdb`,
      `private dir = ${layout.privateDir}`,
      `lock directory = ${layout.lockDir}`,
      `state directory = ${layout.stateDir}`,
      `cache directory = ${layout.cacheDir}`,
      `pid directory = ${layout.pidDir}`,
      `ncalrpc dir = ${layout.ncalrpcDir}`,
      `log file = ${layout.logFile}`,
      'rpc start on demand helpers = no',
      'load printers = no',
      '[bench]',
      `path = ${folder}`,
      'read only = yes',
      'force user = root',
      '',
    ].join('\n'),
  );
  writeUnixAccounts(layout, [{ id: 1, username: user.username }]);
  await setSmbPassword(layout, user.username, user.password);
  const processes = new SambaProcesses(layout, pino({ level: 'silent' }));
  const stop = async () => {
    await processes.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await processes.start(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, share: 'bench', stop };
}
