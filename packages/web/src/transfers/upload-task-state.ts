import type { ConflictAction } from '@coffer/contract';
import {
  UPLOAD_LIST_CAP,
  UPLOAD_STATUS,
  type UploadEntry,
  type UploadError,
  type UploadStatus,
  type UploadTask,
} from './upload-types';

/** A file of a task that has not entered the list yet (or was sent back to it by a retry). */
export interface QueuedFile {
  relativePath: string;
  size: number;
  lastModified: number;
}

/**
 * What the upload manager keeps of a task: the task the lists show, and the files still to enter
 * its list. Every change goes through the pure functions below, so the status rules (UPL-02) and
 * the list cap (UPL-04) are decided in one place.
 */
export interface TaskState {
  task: UploadTask;
  /** Files in the order they go out (sorted by relative path), from `cursor` on not yet listed. */
  queue: readonly QueuedFile[];
  cursor: number;
  /** Folders are still being read (status 6). */
  scanning: boolean;
}

export interface NewTask {
  id: string;
  dir: string;
  name: string;
  isFolder: boolean;
  files: readonly QueuedFile[];
  action: ConflictAction;
  now: number;
}

/** The order files go out in: by relative path, so a folder's files go together. */
export function compareRelativePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function createTaskState(input: NewTask): TaskState {
  const queue = [...input.files].sort((a, b) => compareRelativePaths(a.relativePath, b.relativePath));
  const total = queue.reduce((sum, file) => sum + file.size, 0);
  const task: UploadTask = {
    id: input.id,
    status: UPLOAD_STATUS.waiting,
    list: [],
    errorList: [],
    name: input.name,
    basePath: input.dir,
    isFolder: input.isFolder,
    total,
    successSize: 0,
    unfinishedSize: total,
    loaded: 0,
    totalNum: queue.length,
    successNum: 0,
    speed: 0,
    renameConf: { action: input.action },
    paused: false,
    needsFiles: false,
    createdAt: input.now,
  };
  return settle({ task, queue, cursor: 0, scanning: false });
}

/** UPL-04: more files enter the list while it holds fewer than UPLOAD_LIST_CAP. */
export function fillList(state: TaskState): TaskState {
  const room = UPLOAD_LIST_CAP - state.task.list.length;
  if (room <= 0 || state.cursor >= state.queue.length) return state;
  const taken = state.queue.slice(state.cursor, state.cursor + room);
  const entries: UploadEntry[] = taken.map((file) => ({
    key: file.relativePath,
    relativePath: file.relativePath,
    size: file.size,
    loaded: 0,
    status: state.task.paused ? UPLOAD_STATUS.pause : UPLOAD_STATUS.waiting,
  }));
  return {
    ...state,
    cursor: state.cursor + taken.length,
    task: { ...state.task, list: [...state.task.list, ...entries] },
  };
}

/** UPL-02: the task's status from its files and flags. */
export function statusOf(state: TaskState): UploadStatus {
  const { task } = state;
  if (state.scanning) return UPLOAD_STATUS.scanning;
  const finished = task.list.length === 0 && state.cursor >= state.queue.length;
  if (finished) return task.errorList.length > 0 ? UPLOAD_STATUS.fail : UPLOAD_STATUS.success;
  if (task.paused || task.needsFiles) return UPLOAD_STATUS.pause;
  if (task.list.some((entry) => entry.status === UPLOAD_STATUS.running)) return UPLOAD_STATUS.running;
  return UPLOAD_STATUS.waiting;
}

/** Recomputes what follows from the files: list fill, sizes, status; speed is 0 unless running. */
export function settle(state: TaskState): TaskState {
  const filled = fillList(state);
  const { task } = filled;
  const inFlight = task.list.reduce((sum, entry) => sum + entry.loaded, 0);
  const status = statusOf(filled);
  return {
    ...filled,
    task: {
      ...task,
      status,
      loaded: task.successSize + inFlight,
      unfinishedSize: task.total - task.successSize,
      speed: status === UPLOAD_STATUS.running ? task.speed : 0,
    },
  };
}

function updateEntry(state: TaskState, key: string, change: Partial<UploadEntry>): TaskState {
  const list = state.task.list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));
  return { ...state, task: { ...state.task, list } };
}

/** The next files to send: waiting entries of a task that is neither paused nor scanning. */
export function nextWaiting(state: TaskState, count: number): UploadEntry[] {
  if (count <= 0 || state.task.paused || state.task.needsFiles) return [];
  return state.task.list.filter((entry) => entry.status === UPLOAD_STATUS.waiting).slice(0, count);
}

export function entryStarted(state: TaskState, key: string): TaskState {
  return settle(updateEntry(state, key, { status: UPLOAD_STATUS.running }));
}

/** Progress changes no status, so it is not settled here (the sampler publishes it). */
export function entryProgress(state: TaskState, key: string, loaded: number): TaskState {
  return updateEntry(state, key, { loaded });
}

export function entrySucceeded(state: TaskState, key: string): TaskState {
  const entry = state.task.list.find((item) => item.key === key);
  if (!entry) return state;
  const task = {
    ...state.task,
    list: state.task.list.filter((item) => item.key !== key),
    successNum: state.task.successNum + 1,
    successSize: state.task.successSize + entry.size,
  };
  return settle({ ...state, task });
}

/** UPL-05: a failed file leaves the list for errorList, with the code and message to show. */
export function entryFailed(state: TaskState, key: string, code: string, message: string): TaskState {
  const entry = state.task.list.find((item) => item.key === key);
  if (!entry) return state;
  const error: UploadError = { relativePath: entry.relativePath, size: entry.size, code, message };
  const task = {
    ...state.task,
    list: state.task.list.filter((item) => item.key !== key),
    errorList: [...state.task.errorList, error],
  };
  return settle({ ...state, task });
}

/** The person paused: running files stop and keep what the daemon has. */
export function paused(state: TaskState): TaskState {
  const list = state.task.list.map((entry) => ({ ...entry, status: UPLOAD_STATUS.pause }));
  return settle({ ...state, task: { ...state.task, paused: true, list } });
}

export function resumed(state: TaskState): TaskState {
  const list = state.task.list.map((entry) => ({ ...entry, status: UPLOAD_STATUS.waiting }));
  return settle({ ...state, task: { ...state.task, paused: false, list } });
}

/** A running file stopped without an end (its task paused, or a reload): it waits again. */
export function entryStopped(state: TaskState, key: string): TaskState {
  const status = state.task.paused ? UPLOAD_STATUS.pause : UPLOAD_STATUS.waiting;
  return settle(updateEntry(state, key, { status }));
}

/** Failed files go back to the queue, ahead of what was never tried. */
export function retried(state: TaskState, lastModifiedOf: (relativePath: string) => number): TaskState {
  if (state.task.errorList.length === 0) return state;
  const again: QueuedFile[] = state.task.errorList.map((error) => ({
    relativePath: error.relativePath,
    size: error.size,
    lastModified: lastModifiedOf(error.relativePath),
  }));
  const queue = [...again, ...state.queue.slice(state.cursor)].sort((a, b) =>
    compareRelativePaths(a.relativePath, b.relativePath),
  );
  return settle({ ...state, queue, cursor: 0, task: { ...state.task, errorList: [], paused: false } });
}

export function withScanning(state: TaskState, scanning: boolean): TaskState {
  return settle({ ...state, scanning });
}
