import { execFile } from 'node:child_process';
import type { Server } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Code } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SOCKET } from '../../src/admin/admin-protocol.js';
import { startAdminSocket } from '../../src/admin/admin-socket.js';
import { exec } from '../../src/platform/exec.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { createBaySandbox, waitUntil, type BaySandbox } from '../support/bay-sandbox.js';
import { startTestDevice, type TestDevice } from '../support/test-device.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/** Runs `scripts/coffer`; asynchronously, so an in-process daemon can answer on its socket meanwhile. */
async function coffer(
  dataDir: string,
  args: string[],
): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(join(repoRoot, 'scripts/coffer'), [...args, '--data', dataDir], {
      timeout: 30_000,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('scripts/coffer bay with no daemon running', () => {
  let sandbox: BaySandbox;
  beforeAll(() => {
    sandbox = createBaySandbox();
  });
  afterAll(async () => {
    await sandbox.cleanup();
    expect(sandbox.loopsInside()).toEqual([]);
  });

  it('inserts, lists and pulls disks in the data directory without attaching anything', async () => {
    const inserted = await coffer(sandbox.dataDir, [
      'bay',
      'insert',
      'sata3',
      '--size',
      '200G',
      '--serial',
      'WD-0001',
    ]);
    expect(inserted.status).toBe(0);
    expect(inserted.stdout).toContain('inserted WD-0001 (Coffer Virtual HDD 200G, 200G) into sata3');
    expect(inserted.stdout).toContain('attached at the next start');

    const table = await coffer(sandbox.dataDir, ['bay', 'list']);
    expect(table.stdout.split('\n')[0]).toMatch(
      /^SLOT\s+POS\s+TYPE\s+STATE\s+SIZE\s+SERIAL\s+MODEL\s+DEVICE\s+FAIL$/,
    );
    expect(table.stdout).toMatch(
      /^sata3\s+3\s+sata\s+present\s+200G\s+WD-0001\s+Coffer Virtual HDD 200G\s+-\s+-$/m,
    );

    expect((await coffer(sandbox.dataDir, ['bay', 'fail', 'sata3', '--mode', 'smart-warning'])).status).toBe(
      0,
    );
    expect((await coffer(sandbox.dataDir, ['bay', 'pull', 'sata3'])).stdout).toContain(
      'pulled WD-0001 from sata3',
    );
    const listed = JSON.parse((await coffer(sandbox.dataDir, ['bay', 'list', '--json'])).stdout) as {
      slot: string;
      state: string;
      failModes: string[];
    }[];
    expect(listed.find((bay) => bay.slot === 'sata3')).toMatchObject({
      state: 'pulled',
      failModes: ['smart-warning'],
    });
    expect(sandbox.loopsInside()).toEqual([]);
  });

  it('refuses bad requests with the code and a usage error', async () => {
    const size = await coffer(sandbox.dataDir, ['bay', 'insert', 'sata4', '--size', 'lots']);
    expect(size.status).toBe(1);
    expect(size.stderr).toContain(Code.badDiskSize);
    const mode = await coffer(sandbox.dataDir, ['bay', 'fail', 'sata3', '--mode', 'melt']);
    expect(mode.stderr).toContain(Code.badFailMode);
    expect((await coffer(sandbox.dataDir, ['bay', 'pull'])).status).toBe(2);
  });
});

describe('scripts/coffer bay through a running daemon', () => {
  let test: TestDevice;
  let admin: Server;
  const loopsOfDaemon = () =>
    listLoopBackings()
      .filter((loop) => loop.backingFile.startsWith(`${test.dataDir}/`))
      .map((loop) => loop.device);
  beforeAll(async () => {
    test = await startTestDevice();
    admin = await startAdminSocket(join(test.dataDir, ADMIN_SOCKET), test.device, test.device.log);
  });
  afterAll(async () => {
    admin.close();
    await test.device.bays.detachAll();
    for (const device of loopsOfDaemon()) await exec('losetup', ['--detach', device]);
    expect(await waitUntil(() => loopsOfDaemon().length === 0)).toBe(true);
    await test.close();
  });

  it('inserts a disk the daemon attaches at once, lists it and pulls it', async () => {
    const inserted = await coffer(test.dataDir, ['bay', 'insert', 'm2-2', '--size', '64M']);
    expect(inserted.status).toBe(0);
    const device = /on (\/dev\/loop\d+)/.exec(inserted.stdout)?.[1];
    expect(loopsOfDaemon()).toEqual([device]);

    const table = await coffer(test.dataDir, ['bay', 'list']);
    expect(table.stdout).toMatch(
      new RegExp(
        `^m2-2\\s+2\\s+nvme\\s+present\\s+64M\\s+CVD\\d{9}\\s+Coffer Virtual NVMe SSD 64M\\s+${device}\\s`,
        'm',
      ),
    );

    const pulled = await coffer(test.dataDir, ['bay', 'pull', 'm2-2']);
    expect(pulled.stdout).toContain(`(${device} no longer answers)`);
    expect(await waitUntil(() => loopsOfDaemon().length === 0)).toBe(true);
  });
});
