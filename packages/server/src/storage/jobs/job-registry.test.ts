import { Code, INTERNAL_ERROR } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { StorageError } from '../storage-error.js';
import type { JobView } from './job.js';
import { JobRegistry, type JobContext } from './job-registry.js';
import { JobStore } from './job-store.js';

let db: Db;
let registry: JobRegistry;
beforeEach(() => {
  db = openDatabase(':memory:');
  registry = new JobRegistry({ store: new JobStore(db), eventIntervalMs: 0 });
});
afterEach(() => db.close());

/** Work that waits until the test lets it go on, and stops when cancelled. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const work = async (context: JobContext) => {
    context.progress(40, 'formatting');
    await Promise.race([
      opened,
      new Promise<void>((_, reject) =>
        context.signal.addEventListener('abort', () => reject(new StorageError(Code.jobCancelled))),
      ),
    ]);
  };
  return { open, work };
}

describe('the job registry', () => {
  it('runs work to done, with its progress and a record that outlives the registry', async () => {
    const events: JobView[] = [];
    registry.onChange((job) => events.push(job));
    const { open, work } = gate();
    const job = registry.start(
      { kind: 'format', poolId: 'p1', description: 'prepare', exclusive: true },
      work,
    );
    expect(job.state).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(registry.get(job.id)).toMatchObject({ state: 'running', percent: 40, description: 'formatting' });
    open();
    const done = await registry.whenFinished(job.id);
    expect(done).toMatchObject({ state: 'done', percent: 100, errorCode: null });
    expect(events.map((event) => event.state)).toContain('done');

    const later = new JobRegistry({ store: new JobStore(db) });
    expect(later.get(job.id)).toMatchObject({ state: 'done', percent: 100, kind: 'format', poolId: 'p1' });
  });

  it('refuses a second exclusive job on the same pool, not on another pool', async () => {
    const first = gate();
    registry.start({ kind: 'scrub', poolId: 'p1', description: 'scrub', exclusive: true }, first.work);
    expect(() =>
      registry.start(
        { kind: 'balance', poolId: 'p1', description: 'balance', exclusive: true },
        async () => {},
      ),
    ).toThrow(expect.objectContaining({ code: Code.poolBusy }));
    await expect(registry.withPoolLock('p1', async () => 1)).rejects.toMatchObject({ code: Code.poolBusy });
    const other = registry.start(
      { kind: 'scrub', poolId: 'p2', description: 'scrub', exclusive: true },
      async () => {},
    );
    expect((await registry.whenFinished(other.id)).state).toBe('done');
    first.open();
  });

  it('releases the pool when a job ends, even when it failed', async () => {
    const failing = registry.start(
      { kind: 'format', poolId: 'p1', description: 'prepare', exclusive: true },
      () => Promise.reject(new Error('mkfs exploded')),
    );
    expect(await registry.whenFinished(failing.id)).toMatchObject({
      state: 'failed',
      errorCode: INTERNAL_ERROR,
      errorMessage: 'mkfs exploded',
    });
    const refused = registry.start(
      { kind: 'format', poolId: 'p1', description: 'prepare', exclusive: true },
      () => Promise.reject(new StorageError(Code.formatFailed, { reason: 'x' })),
    );
    expect((await registry.whenFinished(refused.id)).errorCode).toBe(Code.formatFailed);
  });

  it('cancels a running job', async () => {
    const { work } = gate();
    const job = registry.start({ kind: 'scrub', poolId: 'p1', description: 'scrub', exclusive: true }, work);
    await new Promise((resolve) => setTimeout(resolve, 10));
    registry.cancel(job.id);
    expect(await registry.whenFinished(job.id)).toMatchObject({
      state: 'cancelled',
      errorCode: Code.jobCancelled,
    });
    expect(() => registry.cancel('missing')).toThrow(expect.objectContaining({ code: Code.jobNotFound }));
  });

  it('marks a job left running by a previous run as interrupted by the restart', () => {
    registry.start(
      { kind: 'format', poolId: 'p1', description: 'prepare', exclusive: true },
      () => new Promise(() => {}),
    );
    const [interrupted] = new JobRegistry({ store: new JobStore(db) }).failInterrupted();
    expect(interrupted).toMatchObject({ state: 'failed', errorCode: Code.jobInterrupted });
    expect(new JobStore(db).latest('format')).toMatchObject({
      state: 'failed',
      errorCode: Code.jobInterrupted,
    });
  });

  it('leaves a job that can resume for the next start at power-off, which continues it under its id', async () => {
    const job = registry.start(
      { kind: 'scrub', poolId: 'p1', description: 'scrubbing', exclusive: true },
      (context) =>
        new Promise<void>((_, reject) =>
          context.signal.addEventListener('abort', () => reject(new StorageError(Code.jobInterrupted))),
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    await registry.cancelAll();

    const next = new JobRegistry({ store: new JobStore(db), eventIntervalMs: 0 });
    const [interrupted] = next.failInterrupted();
    expect(interrupted).toMatchObject({ id: job.id, state: 'failed', errorCode: Code.jobInterrupted });
    const resumed = next.resume(
      interrupted!,
      { kind: 'scrub', poolId: 'p1', description: 'scrubbing' },
      async () => {},
    );
    expect(resumed).toMatchObject({ id: job.id, createdAt: job.createdAt, errorCode: null });
    expect(await next.whenFinished(job.id)).toMatchObject({ id: job.id, state: 'done', errorCode: null });
    expect(new JobStore(db).find(job.id)).toMatchObject({ state: 'done', finishedAt: expect.any(Number) });
  });

  it('ends a job that cannot resume as cancelled at power-off', async () => {
    const { work } = gate();
    const job = registry.start({ kind: 'format', poolId: 'p1', description: 'prepare' }, work);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await registry.cancelAll();
    expect(new JobStore(db).find(job.id)).toMatchObject({ state: 'cancelled' });
  });
});
