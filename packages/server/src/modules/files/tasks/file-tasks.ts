import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Code, messageOf, type FileTask, type Lang } from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../http/app-error.js';
import type { PushHub } from '../../push/push-hub.js';
import { errnoName } from '../fs-errors.js';
import type { FileCaller } from '../path-resolver.js';
import {
  ENDED_TASK_KEEP_MS,
  type FileTaskOptions,
  type FileTaskStore,
  type StoredFileTask,
} from './file-task-store.js';
import { TEMP_PREFIX, type ItemControl } from './place-entry.js';

/** One item of a task: its index in `paths`; answers whether it was done or skipped. */
export type ItemRunner = (index: number, control: ItemControl) => Promise<'done' | 'skipped'>;

/** How a kind of task runs for a caller: made again at a retry. */
export type TaskPlanner = (caller: FileCaller, task: FileTask, options: FileTaskOptions) => ItemRunner;

export interface NewTask {
  kind: FileTask['kind'];
  paths: string[];
  dest: string;
  options: Omit<FileTaskOptions, 'finished'>;
  /** The bytes, or how to count them (the task does it first). */
  totalBytes: number | (() => Promise<number>);
}

/** How long a call that starts a task waits, so a quick one answers already done. */
export const QUICK_TASK_WAIT_MS = 300;
const SAVE_EVERY_MS = 500;

class TaskCancelled extends Error {}

/** A task running in this daemon: its pause and cancel requests. */
interface Live {
  stored: StoredFileTask;
  caller: FileCaller;
  cancel: boolean;
  /** Stopped by the daemon's stop, not by its owner: ends failed (C104003), as after a crash. */
  interrupted: boolean;
  pause: boolean;
  wake: (() => void) | undefined;
  ended: Promise<void>;
  savedAt: number;
}

export interface FileTasksDeps {
  store: FileTaskStore;
  push: PushHub;
  log: Logger;
  planners: Record<FileTask['kind'], TaskPlanner>;
  /** A pause after every chunk or file copied: `COFFER_TEST_COPY_DELAY_MS`, for tests that cancel. */
  chunkDelayMs?: number;
}

function ended(state: FileTask['state']): boolean {
  return state === 'done' || state === 'failed' || state === 'cancelled';
}

/**
 * The file tasks (move, copy, delete, restore): each runs item by item in this daemon, with pause
 * and resume between items and between chunks of a copy, cancel, retry of what did not finish and
 * removal from the list. Every change is stored (migration 11); when a task ends its owner's pages
 * get `file_opt_async` with the task. A task a stop interrupted ends failed (C104003) at the next
 * start, its hidden partial copy removed; a retry runs the items it had not finished.
 */
export class FileTasks {
  private readonly live = new Map<string, Live>();

  constructor(private readonly deps: FileTasksDeps) {}

  /**
   * At start: tasks a stop interrupted end failed (C104003). Their hidden partial copies stay
   * recorded until `sweepTemps` finds their pool mounted and removes them.
   */
  boot(now = Date.now()): void {
    for (const stored of this.deps.store.unfinished()) {
      stored.task.state = 'failed';
      stored.task.current = '';
      stored.task.finishedAt = now;
      stored.task.errorList.push(interrupted(stored.options.lang));
      this.deps.store.save(stored);
    }
    this.deps.store.prune(now - ENDED_TASK_KEEP_MS);
  }

  /** Removes the partial copies of interrupted tasks whose folder is there again. */
  async sweepTemps(): Promise<void> {
    for (const stored of this.deps.store.withTemp()) {
      if (this.live.has(stored.task.id) || !stored.tempPath) continue;
      if (!basename(stored.tempPath).startsWith(TEMP_PREFIX)) continue;
      const folder = await stat(dirname(stored.tempPath)).catch(() => undefined);
      if (!folder?.isDirectory()) continue;
      await rm(stored.tempPath, { recursive: true, force: true });
      stored.tempPath = null;
      this.deps.store.save(stored);
    }
  }

  /** Starts a task; answers it once it ended or after a short wait, whichever comes first. */
  async start(caller: FileCaller, request: NewTask): Promise<FileTask> {
    const stored: StoredFileTask = {
      ownerId: caller.id,
      options: { ...request.options, finished: [] },
      tempPath: null,
      task: {
        id: randomUUID(),
        kind: request.kind,
        state: 'running',
        paths: request.paths,
        dest: request.dest,
        totalBytes: typeof request.totalBytes === 'number' ? request.totalBytes : 0,
        doneBytes: 0,
        totalNum: request.paths.length,
        successNum: 0,
        skippedNum: 0,
        current: '',
        errorList: [],
        createdAt: Date.now(),
        finishedAt: null,
      },
    };
    this.deps.store.save(stored);
    const sizing = typeof request.totalBytes === 'number' ? undefined : request.totalBytes;
    const live = this.run(caller, stored, sizing);
    await Promise.race([live.ended, delay(QUICK_TASK_WAIT_MS)]);
    return structuredClone(stored.task);
  }

  list(caller: FileCaller, now = Date.now()): FileTask[] {
    return this.deps.store.listOf(caller.id, now - ENDED_TASK_KEEP_MS).map((stored) => {
      const live = this.live.get(stored.task.id);
      return structuredClone(live ? live.stored.task : stored.task);
    });
  }

  /** A task of the caller's, as it is now. */
  get(caller: FileCaller, id: string): FileTask {
    return structuredClone(this.owned(caller, id).task);
  }

  async control(
    caller: FileCaller,
    id: string,
    action: 'pause' | 'resume' | 'cancel' | 'retry' | 'remove',
  ): Promise<FileTask | null> {
    const stored = this.owned(caller, id);
    const live = this.live.get(id);
    const refuse = () => new AppError(Code.fileTaskNotControllable, { action });
    switch (action) {
      case 'pause':
        if (!live || stored.task.state !== 'running') throw refuse();
        live.pause = true;
        this.setState(live, 'paused');
        break;
      case 'resume':
        if (!live || stored.task.state !== 'paused') throw refuse();
        live.pause = false;
        this.setState(live, 'running');
        live.wake?.();
        break;
      case 'cancel':
        if (!live) throw refuse();
        live.cancel = true;
        live.wake?.();
        await live.ended;
        break;
      case 'retry': {
        const clean = stored.task.state === 'done' && stored.task.errorList.length === 0;
        if (live || !ended(stored.task.state) || clean) throw refuse();
        stored.task.state = 'running';
        stored.task.doneBytes = stored.options.finishedBytes ?? 0;
        stored.task.errorList = [];
        stored.task.finishedAt = null;
        this.deps.store.save(stored);
        const retried = this.run(caller, stored);
        await Promise.race([retried.ended, delay(QUICK_TASK_WAIT_MS)]);
        break;
      }
      case 'remove':
        if (live) throw refuse();
        this.deps.store.remove(id);
        return null;
    }
    return structuredClone(stored.task);
  }

  /** Stops every running task and waits for them (the daemon is closing): they end interrupted. */
  async stopAll(): Promise<void> {
    const running = [...this.live.values()];
    for (const live of running) {
      live.cancel = true;
      live.interrupted = true;
      live.wake?.();
    }
    await Promise.all(running.map((live) => live.ended));
  }

  private owned(caller: FileCaller, id: string): StoredFileTask {
    const live = this.live.get(id);
    const stored = live?.stored ?? this.deps.store.get(id);
    if (!stored || stored.ownerId !== caller.id) throw new AppError(Code.fileTaskNotFound);
    return stored;
  }

  private setState(live: Live, state: FileTask['state']): void {
    live.stored.task.state = state;
    this.deps.store.save(live.stored);
  }

  private run(caller: FileCaller, stored: StoredFileTask, sizing?: () => Promise<number>): Live {
    const live: Live = {
      stored,
      caller,
      cancel: false,
      interrupted: false,
      pause: false,
      wake: undefined,
      ended: Promise.resolve(),
      savedAt: 0,
    };
    this.live.set(stored.task.id, live);
    live.ended = this.runItems(live, sizing)
      .catch((error: unknown) => {
        this.deps.log.error(
          { event: 'files.task-failed', err: error, task: stored.task.id },
          'a file task failed',
        );
      })
      .finally(() => this.live.delete(stored.task.id));
    return live;
  }

  private async checkpoint(live: Live): Promise<void> {
    while (live.pause && !live.cancel) {
      await new Promise<void>((resolve) => (live.wake = resolve));
      live.wake = undefined;
    }
    if (live.cancel) throw new TaskCancelled();
  }

  private itemControl(live: Live): ItemControl {
    const { task } = live.stored;
    return {
      taskId: task.id,
      checkpoint: async () => {
        if (this.deps.chunkDelayMs) await delay(this.deps.chunkDelayMs);
        await this.checkpoint(live);
      },
      progress: (bytes) => {
        task.doneBytes += bytes;
        if (Date.now() - live.savedAt >= SAVE_EVERY_MS) {
          live.savedAt = Date.now();
          this.deps.store.save(live.stored);
        }
      },
      stopIfCancelled: () => {
        if (live.cancel) throw new TaskCancelled();
      },
      setTemp: (path) => {
        live.stored.tempPath = path;
        this.deps.store.save(live.stored);
      },
    };
  }

  private async runItems(live: Live, sizing?: () => Promise<number>): Promise<void> {
    const { stored, caller } = live;
    const { task, options } = stored;
    const lang: Lang = options.lang;
    const runItem = this.deps.planners[task.kind](caller, task, options);
    const control = this.itemControl(live);
    try {
      if (sizing) task.totalBytes = await sizing();
      for (let index = 0; index < task.paths.length; index += 1) {
        if (options.finished.includes(index)) continue;
        await this.checkpoint(live);
        task.current = task.paths[index]!;
        this.deps.store.save(stored);
        try {
          const result = await runItem(index, control);
          if (result === 'done') task.successNum += 1;
          else task.skippedNum += 1;
          options.finished.push(index);
          options.finishedBytes = task.doneBytes;
        } catch (error) {
          if (error instanceof TaskCancelled) throw error;
          task.errorList.push(itemError(task.paths[index]!, error, lang));
          if (!(error instanceof AppError)) {
            this.deps.log.warn(
              { event: 'files.task-item-failed', err: error, task: task.id },
              'a file task item failed',
            );
          }
        }
      }
      task.state = task.errorList.length === 0 ? 'done' : 'failed';
    } catch (error) {
      if (!(error instanceof TaskCancelled)) throw error;
      task.state = live.interrupted ? 'failed' : 'cancelled';
      if (live.interrupted) task.errorList.push(interrupted(lang));
    }
    task.current = '';
    task.finishedAt = Date.now();
    stored.tempPath = null;
    this.deps.store.save(stored);
    this.deps.push.publish('file_opt_async', structuredClone(task), { kind: 'user', userId: stored.ownerId });
  }
}

function interrupted(lang: Lang): FileTask['errorList'][number] {
  return { path: '', code: Code.jobInterrupted, message: messageOf(Code.jobInterrupted, lang) };
}

const ERRNO_CODES: Record<string, string> = {
  ENOENT: Code.fileNotFound,
  ENOSPC: Code.fileNoSpace,
  EDQUOT: Code.quotaReached,
  EBUSY: Code.fileBusy,
  EEXIST: Code.fileNameTaken,
  ENOTEMPTY: Code.fileNameTaken,
};

/** An item's failure as the error list shows it: a catalogue code and its message. */
function itemError(path: string, error: unknown, lang: Lang): FileTask['errorList'][number] {
  if (error instanceof AppError) {
    return {
      path,
      code: String(error.code),
      message: messageOf(error.code, lang, { path, ...error.params }),
    };
  }
  const errno = errnoName(error);
  const code = ERRNO_CODES[errno] ?? Code.fileCopyFailed;
  const params = { path, name: basename(path), reason: errno || String(error) };
  return { path, code, message: messageOf(code as typeof Code.fileCopyFailed, lang, params) };
}
