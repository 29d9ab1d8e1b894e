import { expect } from 'vitest';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { exec } from '../../src/platform/exec.js';
import { BayManager, type BayManagerOptions } from '../../src/storage/bays/bay-manager.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';

export interface BaySandbox {
  /** A temporary data directory: everything the test creates lives under it. */
  dataDir: string;
  /** A bay manager on the sandbox; every one made here is powered off at cleanup. */
  manager(options?: Omit<BayManagerOptions, 'dataDir'>): BayManager;
  /** Attaches a loop device to a file of the test's own; detached at cleanup by its path. */
  attachOwnLoop(file: string): Promise<string>;
  /** Loop devices whose backing file lies in the sandbox. */
  loopsInside(): string[];
  cleanup(): Promise<void>;
}

/**
 * A data directory for bay tests that leaves nothing behind: cleanup unmounts what is mounted under
 * it, powers off its managers and detaches, by device path, only loops whose backing file is inside
 * it (never `losetup -D`), then removes it.
 */
export function createBaySandbox(): BaySandbox {
  const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'coffer-bays-test-')));
  const managers: BayManager[] = [];
  const inside = (path: string) => path.startsWith(dataDir + sep);
  const loopsInside = () =>
    listLoopBackings()
      .filter((loop) => inside(loop.backingFile))
      .map((loop) => loop.device);
  return {
    dataDir,
    manager(options = {}) {
      const manager = new BayManager({ ...options, dataDir });
      managers.push(manager);
      return manager;
    },
    async attachOwnLoop(file) {
      const { stdout } = await exec('losetup', ['--find', '--show', file]);
      return stdout.trim();
    },
    loopsInside,
    async cleanup() {
      const mounts = parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
        .map((entry) => entry.mountPoint)
        .filter(inside)
        .sort((a, b) => b.length - a.length);
      for (const point of mounts) await exec('umount', [point]);
      for (const manager of managers) await manager.detachAll();
      for (const device of loopsInside()) await exec('losetup', ['--detach', device]);
      await waitUntil(() => loopsInside().length === 0);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Loop devices clear themselves on last close, which the kernel may finish a moment later. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * After a test: closes the device it left running, removes the sandbox with everything attached
 * or mounted under it, and fails the test if any of its loop devices is left.
 */
export async function tearDownSandbox(sandbox: BaySandbox, device: { close(): Promise<void> } | undefined) {
  await device?.close().catch(() => undefined);
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
}
