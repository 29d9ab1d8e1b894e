import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  fchmodSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Where the lock lives, relative to the data directory. */
export const DATA_DIR_LOCK = join('run', 'daemon.lock');

/** A data directory another process holds; `holderPid` is null when its file names no process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      holderPid === null
        ? `the data directory ${dataDir} is in use by another Coffer process`
        : `the data directory ${dataDir} is in use by Coffer process ${holderPid}`,
    );
  }
}

export interface DataDirLock {
  /** Lets go of the lock (the kernel also does when the process dies, even by SIGKILL). */
  release(): void;
}

/**
 * Takes the data directory's exclusive lock, so that one process at a time owns its database, bays
 * and mounts, or throws DataDirLockedError naming the holder without changing anything.
 *
 * Node has no flock(2): the file is opened here (close-on-exec, so no child inherits it) and
 * util-linux's `flock` locks it through a duplicate of that descriptor. A flock belongs to the open
 * file description, so it stays held by this process's descriptor after the short child exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, DATA_DIR_LOCK);
  mkdirSync(join(dataDir, 'run'), { recursive: true, mode: 0o700 });
  // 'a+' creates the file without truncating it: the holder's PID must survive a failed attempt.
  const fd = openSync(file, 'a+', 0o600);
  const result = spawnSync('flock', ['--nonblock', '--exclusive', '--conflict-exit-code', '9', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    closeSync(fd);
    if (result.status === 9) throw new DataDirLockedError(dataDir, readHolder(file));
    const reason = result.error?.message ?? result.stderr.trim();
    throw new Error(`could not lock ${file}: ${reason || `flock exited with ${String(result.status)}`}`);
  }
  // Narrowed only once held: a refused start changes nothing.
  chmodSync(join(dataDir, 'run'), 0o700);
  fchmodSync(fd, 0o600);
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  return {
    release() {
      closeSync(fd);
    },
  };
}

/** The PID the lock file names, or null. */
export function readHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
