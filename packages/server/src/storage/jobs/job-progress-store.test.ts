import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { JobRegistry, type JobContext } from './job-registry.js';
import { JobStore } from './job-store.js';

let db: Db;
let store: JobStore;
beforeEach(() => {
  db = openDatabase(':memory:');
  store = new JobStore(db);
});
afterEach(() => db.close());

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Runs `steps` as a job's work, then waits until released; answers the job id and the release. */
function hanging(registry: JobRegistry, steps: (context: JobContext) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const job = registry.start({ kind: 'format', poolId: 'p1', description: 'prepare' }, async (context) => {
    await steps(context);
    await released;
  });
  return { id: job.id, release };
}

describe('what a crash finds of a running job', () => {
  it.each([
    {
      case: 'a step entered is stored before its commands run',
      saveIntervalMs: 60_000,
      steps: async (context: JobContext) => context.step(80, 'init'),
      stored: { description: 'init', percent: 80 },
    },
    {
      case: 'a new step given as progress is stored at once',
      saveIntervalMs: 60_000,
      steps: async (context: JobContext) => context.progress(30, 'formatting'),
      stored: { description: 'formatting', percent: 30 },
    },
    {
      case: 'percent within a step waits for the save interval',
      saveIntervalMs: 60_000,
      steps: async (context: JobContext) => {
        await context.step(30, 'formatting');
        context.progress(55, 'formatting');
      },
      stored: { description: 'formatting', percent: 30 },
    },
    {
      case: 'percent within a step is stored once the interval has passed',
      saveIntervalMs: 0,
      steps: async (context: JobContext) => {
        await context.step(30, 'formatting');
        context.progress(55, 'formatting');
      },
      stored: { description: 'formatting', percent: 55 },
    },
  ])('$case', async ({ saveIntervalMs, steps, stored }) => {
    const registry = new JobRegistry({ store, eventIntervalMs: 0, saveIntervalMs, holdAt: '' });
    const { id, release } = hanging(registry, steps);
    await tick();
    // What the next start reads: the row as stored, failed as interrupted.
    expect(store.find(id)).toMatchObject({ state: 'running', ...stored });
    const [interrupted] = new JobRegistry({ store }).failInterrupted();
    expect(interrupted).toMatchObject({ id, state: 'failed', ...stored });
    release();
  });
});

describe('a held step (fault tests)', () => {
  it.each([
    { holdAt: 'format:init', holds: true },
    { holdAt: 'format:init:80', holds: true },
    { holdAt: 'format:init:90', holds: false },
    { holdAt: 'wipe:init', holds: false },
  ])('$holdAt holds a creation entering init at 80: $holds', async ({ holdAt, holds }) => {
    const registry = new JobRegistry({ store, eventIntervalMs: 0, holdAt });
    let passed = false;
    const job = registry.start({ kind: 'format', poolId: null, description: 'prepare' }, async (context) => {
      await context.step(80, 'init');
      passed = true;
    });
    await tick();
    expect(passed).toBe(!holds);
    expect(store.find(job.id)).toMatchObject({ description: 'init', percent: holds ? 80 : 100 });
    registry.cancel(job.id);
    await registry.whenFinished(job.id);
  });
});
