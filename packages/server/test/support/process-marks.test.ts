import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { descendants, outlived, stillAlive } from './process-marks.js';

let shell: ChildProcess | undefined;
afterEach(() => {
  // The shell's group: itself and the sleep it started, nothing else.
  const group = shell?.pid;
  shell = undefined;
  if (group === undefined) return;
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // the test ended the group itself
  }
});

/** A shell in a group of its own that starts a sleep and waits: a child and a grandchild of this test. */
async function shellWithSleep(): Promise<ChildProcess> {
  shell = spawn('sh', ['-c', 'sleep 30 & wait'], { detached: true, stdio: 'ignore' });
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    // Until the forked shell has become the sleep: before its exec it still reads as `sh -c …`.
    if (descendants(shell.pid!).some((mark) => mark.command === 'sleep 30')) return shell;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the sleep did not start');
}

describe('process marks', () => {
  it('finds children and grandchildren with their command lines, alive until they end', async () => {
    const started = await shellWithSleep();
    const marks = descendants(process.pid).filter(
      (mark) => mark.pid === started.pid || mark.command === 'sleep 30',
    );
    expect(marks.map((mark) => mark.command)).toEqual(['sh -c sleep 30 & wait', 'sleep 30']);
    expect(stillAlive(marks)).toEqual(marks);

    process.kill(-started.pid!, 'SIGKILL');
    expect(await outlived(marks, 5000)).toEqual([]);
  });

  it('does not take a process with the same PID but another start time for the one marked', async () => {
    const started = await shellWithSleep();
    const [sleep] = descendants(started.pid!);
    expect(stillAlive([{ ...sleep!, startTime: '1' }])).toEqual([]);
    expect(stillAlive([sleep!])).toEqual([sleep]);
  });
});
