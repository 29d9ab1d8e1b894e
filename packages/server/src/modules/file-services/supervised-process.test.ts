import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SupervisedProcess } from './supervised-process.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

describe('a supervised server process', () => {
  let dir: string;
  let supervised: SupervisedProcess;
  const spec = () => ({ command: 'sleep', args: ['600'], logFile: join(dir, 'out.log') });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-supervised-'));
    supervised = new SupervisedProcess('sleeper', pino({ level: 'silent' }));
  });

  afterEach(async () => {
    await supervised.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs, is started again after it dies on its own, and stays stopped when stopped', async () => {
    await supervised.start(spec());
    const first = supervised.pid!;
    expect(supervised.state).toBe('running');
    expect(alive(first)).toBe(true);

    process.kill(first, 'SIGKILL');
    await until(() => supervised.state === 'failed');
    expect(supervised.error).toContain('SIGKILL');
    await until(() => supervised.state === 'running' && supervised.pid !== null && supervised.pid !== first);
    const second = supervised.pid!;

    await supervised.stop();
    expect(supervised.state).toBe('stopped');
    expect(supervised.pid).toBeNull();
    expect(alive(second)).toBe(false);
    await sleep(1_500);
    expect(supervised.state).toBe('stopped');
  });

  it('fails and stops the process when it never becomes ready', async () => {
    let pid = 0;
    await expect(
      supervised.start({
        ...spec(),
        ready: async (started) => {
          pid = started;
          throw new Error('nothing answers on port 1');
        },
      }),
    ).rejects.toThrow('nothing answers');
    expect(supervised.state).toBe('failed');
    expect(supervised.error).toContain('nothing answers');
    expect(alive(pid)).toBe(false);
  });

  it('says why when the program cannot be run at all', async () => {
    await expect(supervised.start({ ...spec(), command: join(dir, 'missing') })).rejects.toThrow();
    expect(supervised.state).toBe('failed');
  });
});
