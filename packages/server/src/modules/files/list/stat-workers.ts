import { Worker } from 'node:worker_threads';

/** What a worker answers for each name: modification time, size and kind. */
export interface StatBatch {
  mtimeMs: Float64Array;
  size: Float64Array;
  /** 0 gone, 1 file, 2 folder, 3 symlink (the caller decides what it shows), 4 other. */
  kind: Uint8Array;
}

/**
 * The workers' code, plain JavaScript evaluated in each thread (no build step, no TypeScript
 * loader needed): synchronous lstat of each name, answered in transferable arrays.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { lstatSync } = require('node:fs');
parentPort.on('message', ({ id, prefix, names }) => {
  const mtimeMs = new Float64Array(names.length);
  const size = new Float64Array(names.length);
  const kind = new Uint8Array(names.length);
  for (let i = 0; i < names.length; i++) {
    const stats = lstatSync(prefix + names[i], { throwIfNoEntry: false });
    if (!stats) continue;
    mtimeMs[i] = stats.mtimeMs;
    size[i] = stats.size;
    kind[i] = stats.isSymbolicLink() ? 3 : stats.isDirectory() ? 2 : stats.isFile() ? 1 : 4;
  }
  parentPort.postMessage({ id, mtimeMs, size, kind }, [mtimeMs.buffer, size.buffer, kind.buffer]);
});
`;

/** Below this many names one thread is quicker than handing them out. */
const SPLIT_FROM = 4000;

/** Workers left idle this long are stopped: each thread holds a heap of its own. */
export const STAT_WORKERS_IDLE_MS = 60_000;

/**
 * Two threads that stat a big folder's entries side by side, so a sort by time or size of 100 000
 * entries takes the two cores' time, not one's, and the event loop stays free meanwhile. Started on
 * first use and stopped after a minute without any; unref'ed, so they never keep the daemon alive.
 */
export class StatWorkers {
  private workers: Worker[] | undefined;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly waiting = new Map<
    number,
    { resolve: (batch: StatBatch) => void; reject: (error: unknown) => void }
  >();

  constructor(
    private readonly count = 2,
    private readonly idleMs = STAT_WORKERS_IDLE_MS,
  ) {}

  /** Whether threads are running now. */
  get running(): boolean {
    return this.workers !== undefined;
  }

  private start(): Worker[] {
    return (this.workers ??= Array.from({ length: this.count }, () => {
      const worker = new Worker(WORKER_SOURCE, { eval: true });
      worker.unref();
      worker.on('message', (answer: StatBatch & { id: number }) => {
        this.waiting.get(answer.id)?.resolve(answer);
        this.waiting.delete(answer.id);
      });
      // A worker that failed is dropped with the others; the next call starts new ones.
      worker.on('error', (error) => {
        for (const pending of this.waiting.values()) pending.reject(error);
        this.waiting.clear();
        void this.close();
      });
      return worker;
    }));
  }

  private ask(worker: Worker, prefix: string, names: string[]): Promise<StatBatch> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, prefix, names });
    });
  }

  async statAll(prefix: string, names: string[]): Promise<StatBatch> {
    clearTimeout(this.idleTimer);
    try {
      return await this.statWith(this.start(), prefix, names);
    } finally {
      if (this.waiting.size === 0) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
        this.idleTimer.unref();
      }
    }
  }

  private async statWith(workers: Worker[], prefix: string, names: string[]): Promise<StatBatch> {
    const parts = names.length < SPLIT_FROM ? 1 : workers.length;
    const size = Math.ceil(names.length / parts);
    const batches = await Promise.all(
      workers
        .slice(0, parts)
        .map((worker, part) => this.ask(worker, prefix, names.slice(part * size, (part + 1) * size))),
    );
    const joined: StatBatch = {
      mtimeMs: new Float64Array(names.length),
      size: new Float64Array(names.length),
      kind: new Uint8Array(names.length),
    };
    batches.forEach((batch, part) => {
      joined.mtimeMs.set(batch.mtimeMs, part * size);
      joined.size.set(batch.size, part * size);
      joined.kind.set(batch.kind, part * size);
    });
    return joined;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const workers = this.workers ?? [];
    this.workers = undefined;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
