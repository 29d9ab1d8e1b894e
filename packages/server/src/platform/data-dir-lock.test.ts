import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK, DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder and names the first one by its PID', () => {
    const dir = scratchDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, DATA_DIR_LOCK), 'utf8')).toBe(`${process.pid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holderPid).toBe(process.pid);
    // The failed attempt left the holder's PID in place.
    expect(readFileSync(join(dir, DATA_DIR_LOCK), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('is free again once its holder is killed with SIGKILL', async () => {
    const dir = scratchDir();
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) resolve();
        });
        holder.once('exit', () => reject(new Error('the holder exited early')));
      });
      expect(() => lockDataDir(dir)).toThrow(`in use by Coffer process ${String(holder.pid)}`);
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      lockDataDir(dir).release();
    } finally {
      if (holder.exitCode === null && holder.signalCode === null) holder.kill('SIGKILL');
    }
  });
});
