import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, type DataDirLock } from '../../src/platform/data-dir-lock.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';
import { freePort, REPO_ROOT } from '../../../../scripts/lib/daemon.js';
import { createSataPool, poolInfo } from '../support/degraded-pool.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import { insertDisks, ownerToken } from '../support/pool-device.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

/**
 * Fault tour: a second `scripts/start` on a data directory whose daemon runs, on the same port and
 * on another (issue 12, finding 4). The first daemon here runs in the test's process and holds the
 * lock as main.ts takes it; the second is the real script, with its supervisor and daemon.
 */
let lock: DataDirLock | undefined;
// Registered before the sandbox's hooks, so it runs after them: the lock goes once the device is closed.
afterEach(() => {
  lock?.release();
  lock = undefined;
});
const sandboxed = useSandboxedDevice();

interface Run {
  code: number | null;
  output: string;
}

/** `scripts/start --port P --data D`, killed (its group) if it has not ended within `timeoutMs`. */
function scriptsStart(port: number, dataDir: string, timeoutMs = 120_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('scripts/start', ['--port', String(port), '--data', dataDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function mountPoints(): string[] {
  return parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8')).map((entry) => entry.mountPoint);
}

describe('a second scripts/start on the same data directory', () => {
  it('names the running daemon, exits non-zero and changes nothing, on the same port and another', async () => {
    const { sandbox } = sandboxed;
    lock = lockDataDir(sandbox.dataDir);
    const test = await sandboxed.start();
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId, job } = await createSataPool(
      test,
      token,
      'raid1',
      disks.map((disk) => disk.serial),
    );
    expect(job.state).toBe('done');
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 2, 2 ** 20);
    const loops = sandbox.loopsInside().sort();
    const firstPort = Number(new URL(test.baseUrl).port);

    for (const port of [firstPort, await freePort()]) {
      const run = await scriptsStart(port, sandbox.dataDir);
      expect(run.code, run.output).toBe(73);
      expect(run.output).toContain(`in use by Coffer process ${process.pid}`);
      expect(run.output).not.toContain('Coffer is running');

      // The first daemon is untouched: pool mounted, loops attached, answering as before.
      expect(mountPoints()).toContain(mountPoint);
      expect(sandbox.loopsInside().sort()).toEqual(loops);
      expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'ok', has_mount: 1 });
      expect(readDigests(mountPoint, files.keys())).toEqual(files);
      // The refused start opened no log (the first daemon here logs elsewhere) and kept the holder.
      expect(existsSync(join(sandbox.dataDir, 'logs'))).toBe(false);
      expect(readFileSync(join(sandbox.dataDir, 'run', 'daemon.lock'), 'utf8')).toBe(`${process.pid}\n`);
    }
  }, 300_000);
});
