import { describe, expect, it } from 'vitest';
import {
  createTaskState,
  entryFailed,
  entryProgress,
  entryStarted,
  entryStopped,
  entrySucceeded,
  nextWaiting,
  paused,
  resumed,
  retried,
  settle,
  withScanning,
  type QueuedFile,
} from './upload-task-state';
import { UPLOAD_LIST_CAP, UPLOAD_STATUS } from './upload-types';

function files(count: number, size = 10): QueuedFile[] {
  return Array.from({ length: count }, (_, index) => ({
    relativePath: `folder/f${String(index).padStart(6, '0')}.bin`,
    size,
    lastModified: 1000,
  }));
}

function newTask(count: number, size = 10) {
  return createTaskState({
    id: 't1',
    dir: '/home/docs',
    name: 'folder',
    isFolder: true,
    files: files(count, size),
    action: 'keep',
    now: 0,
  });
}

describe('upload task state', () => {
  it('starts waiting with the totals of every file', () => {
    const state = newTask(3, 100);
    expect(state.task).toMatchObject({
      status: UPLOAD_STATUS.waiting,
      total: 300,
      unfinishedSize: 300,
      totalNum: 3,
      successNum: 0,
      loaded: 0,
      renameConf: { action: 'keep' },
    });
  });

  it('goes waiting → running → success as its files land', () => {
    let state = newTask(2, 100);
    state = entryStarted(state, 'folder/f000000.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.running);
    state = entryProgress(state, 'folder/f000000.bin', 40);
    state = settle(state);
    expect(state.task.loaded).toBe(40);
    state = entrySucceeded(state, 'folder/f000000.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.waiting);
    expect(state.task).toMatchObject({ successNum: 1, successSize: 100, unfinishedSize: 100, loaded: 100 });
    state = entryStarted(state, 'folder/f000001.bin');
    state = entrySucceeded(state, 'folder/f000001.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.success);
    expect(state.task.unfinishedSize).toBe(0);
  });

  it('ends in fail when a file failed, keeping the error with its message', () => {
    let state = newTask(2);
    state = entryStarted(state, 'folder/f000000.bin');
    state = entryFailed(state, 'folder/f000000.bin', 'C116024', 'No space left');
    expect(state.task.status).toBe(UPLOAD_STATUS.waiting);
    state = entrySucceeded(entryStarted(state, 'folder/f000001.bin'), 'folder/f000001.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.fail);
    expect(state.task.errorList).toEqual([
      { relativePath: 'folder/f000000.bin', size: 10, code: 'C116024', message: 'No space left' },
    ]);
  });

  it('pauses, sends nothing while paused, and resumes', () => {
    let state = entryStarted(newTask(3), 'folder/f000000.bin');
    state = paused(state);
    expect(state.task.status).toBe(UPLOAD_STATUS.pause);
    expect(state.task.speed).toBe(0);
    expect(nextWaiting(state, 3)).toEqual([]);
    state = entryStopped(state, 'folder/f000000.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.pause);
    state = resumed(state);
    expect(state.task.status).toBe(UPLOAD_STATUS.waiting);
    expect(nextWaiting(state, 2).map((entry) => entry.key)).toEqual([
      'folder/f000000.bin',
      'folder/f000001.bin',
    ]);
  });

  it('retries failed files: back to waiting, then success', () => {
    let state = entryFailed(entryStarted(newTask(1), 'folder/f000000.bin'), 'folder/f000000.bin', 'X', 'x');
    expect(state.task.status).toBe(UPLOAD_STATUS.fail);
    state = retried(state, () => 1000);
    expect(state.task.status).toBe(UPLOAD_STATUS.waiting);
    expect(state.task.errorList).toEqual([]);
    expect(state.task.list.map((entry) => entry.key)).toEqual(['folder/f000000.bin']);
    state = entrySucceeded(entryStarted(state, 'folder/f000000.bin'), 'folder/f000000.bin');
    expect(state.task.status).toBe(UPLOAD_STATUS.success);
  });

  it('shows scanning while folders are read, whatever else it holds', () => {
    const state = withScanning(newTask(0), true);
    expect(state.task.status).toBe(UPLOAD_STATUS.scanning);
    expect(withScanning(state, false).task.status).toBe(UPLOAD_STATUS.success);
  });

  it('holds at most 500 files in its list and fetches more as files end', () => {
    let state = newTask(1200);
    expect(state.task.list).toHaveLength(UPLOAD_LIST_CAP);
    expect(state.task.totalNum).toBe(1200);
    const first = state.task.list[0]!.key;
    state = entrySucceeded(entryStarted(state, first), first);
    expect(state.task.list).toHaveLength(UPLOAD_LIST_CAP);
    expect(state.task.list.at(-1)!.key).toBe('folder/f000500.bin');
    for (const entry of [...state.task.list]) state = entrySucceeded(state, entry.key);
    expect(state.task.list).toHaveLength(UPLOAD_LIST_CAP);
    for (const entry of [...state.task.list]) state = entrySucceeded(state, entry.key);
    expect(state.task.list).toHaveLength(1200 - 1001);
    for (const entry of [...state.task.list]) state = entrySucceeded(state, entry.key);
    expect(state.task).toMatchObject({ status: UPLOAD_STATUS.success, successNum: 1200, list: [] });
  });
});
