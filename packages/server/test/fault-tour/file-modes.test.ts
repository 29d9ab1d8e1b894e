import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  releaseLeftovers,
  spawnDaemon,
  stopProcess,
  waitForHealth,
} from '../../../../scripts/lib/daemon.js';

/**
 * Fault tour: the data directory holds password and token hashes, addresses and every user's data;
 * after a start, only its owner can read it (issue 12, finding 7).
 */
const PRIVATE = {
  '.': 0o700,
  logs: 0o700,
  run: 0o700,
  'logs/coffer.log': 0o600,
  'coffer.db': 0o600,
  'coffer.db-wal': 0o600,
  'coffer.db-shm': 0o600,
  'run/daemon.lock': 0o600,
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    releaseLeftovers(dir);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The modes while a daemon runs on the directory (a clean stop folds the WAL away). */
async function modesWhileRunning(dataDir: string): Promise<Record<string, string>> {
  const port = await freePort();
  const child = spawnDaemon({ port, dataDir, stdio: 'ignore', extraArgs: ['--bays', 'none'] });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 30_000);
    return modesOf(dataDir);
  } finally {
    await stopProcess(child);
  }
}

function modesOf(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(PRIVATE).map((name) => [name, (statSync(join(dataDir, name)).mode & 0o777).toString(8)]),
  );
}

const expected = Object.fromEntries(Object.entries(PRIVATE).map(([name, mode]) => [name, mode.toString(8)]));

describe('the data directory after a start', () => {
  it('is readable by its owner alone, fresh and when an older start left it wide open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-modes-'));
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755);
    expect(await modesWhileRunning(dataDir)).toEqual(expected);

    // As a release before this fix left it: world-readable files in a world-readable directory.
    for (const name of ['.', 'logs', 'run']) chmodSync(join(dataDir, name), 0o755);
    for (const name of ['logs/coffer.log', 'coffer.db', 'run/daemon.lock'])
      chmodSync(join(dataDir, name), 0o644);
    expect(await modesWhileRunning(dataDir)).toEqual(expected);
  }, 90_000);
});
