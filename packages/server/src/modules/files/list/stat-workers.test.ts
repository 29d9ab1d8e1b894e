import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StatWorkers } from './stat-workers.js';

describe('stat workers', () => {
  let dir: string;
  let workers: StatWorkers;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coffer-stat-workers-'));
    await writeFile(join(dir, 'a.txt'), 'hello');
  });
  afterEach(async () => {
    await workers.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stats names in threads, which stop once idle and start again on the next call', async () => {
    workers = new StatWorkers(2, 200);
    const first = await workers.statAll(`${dir}/`, ['a.txt', 'missing']);
    expect([first.size[0], first.kind[0], first.kind[1]]).toEqual([5, 1, 0]);
    expect(workers.running).toBe(true);
    await delay(400);
    expect(workers.running).toBe(false);
    const again = await workers.statAll(`${dir}/`, ['a.txt']);
    expect(again.size[0]).toBe(5);
    expect(workers.running).toBe(true);
  });
});
