import type { ConflictAction } from '@coffer/contract';
import { i18n } from '../i18n/i18n';
import { getSession, useSessionStore } from '../session/session-store';
import { registerActiveTransfers, uploadStatusDefersLock } from '../shell/lock/active-transfers';
import { emitUploadFinished } from './upload-events';
import { addSpeedSample, SPEED_SAMPLE_MS, speedOf, type SpeedSample } from './upload-speed';
import { useUploadStore } from './upload-store';
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
  type TaskState,
} from './upload-task-state';
import { PARALLEL_FILES, UPLOAD_STATUS, type UploadSource } from './upload-types';
import {
  loadRecords,
  matchReselected,
  queuedFilesOf,
  recordFiles,
  saveRecords,
  type ResumeRecord,
} from './resume-records';
import { forgetStoredUpload, startTusUpload, type TusHandle, type TusTarget } from './tus-upload';
import { registerTransferTexts } from './transfer-texts';

registerTransferTexts();

/**
 * The upload manager: tasks, their files and the tus uploads under way. Pure functions of
 * upload-task-state decide every change; this module starts and stops the uploads and publishes
 * the tasks to the store.
 */
const states = new Map<string, TaskState>();
/** Per task: relative path → the file to send (what the browser still has). */
const filesOf = new Map<string, Map<string, File>>();
/** Per task: the recorded files of a task restored after a reload, waiting to be selected again. */
const restoredFiles = new Map<string, QueuedFile[]>();
const running = new Map<string, { taskId: string; key: string; handle: TusHandle }>();
const samples = new Map<string, SpeedSample[]>();
let sampler: ReturnType<typeof setInterval> | null = null;
let recordTimer: ReturnType<typeof setTimeout> | null = null;
let owner: string | null = null;

function runKey(taskId: string, key: string): string {
  return `${taskId}\u0000${key}`;
}

function newId(): string {
  // crypto.randomUUID needs a secure context; the page also runs over plain HTTP on a LAN.
  return `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function publish(): void {
  useUploadStore.setState({ tasks: [...states.values()].map((state) => state.task) });
}

function commit(id: string, next: TaskState): void {
  if (!states.has(id)) return;
  states.set(id, next);
  scheduleRecords();
}

function update(id: string, change: (state: TaskState) => TaskState): void {
  const state = states.get(id);
  if (state) commit(id, change(state));
}

// --- sending ---

function pump(): void {
  let free = PARALLEL_FILES - running.size;
  for (const [id, state] of states) {
    if (free <= 0) break;
    const files = filesOf.get(id);
    for (const entry of nextWaiting(state, free)) {
      if (running.has(runKey(id, entry.key))) continue;
      const file = files?.get(entry.key);
      if (!file) {
        update(id, (current) =>
          entryFailed(current, entry.key, 'reselect', i18n.t('transfers.notSelectedAgain')),
        );
        continue;
      }
      start(id, state, entry.key, file);
      free -= 1;
    }
  }
  publish();
  keepSampling();
}

function start(taskId: string, state: TaskState, key: string, file: File): void {
  update(taskId, (current) => entryStarted(current, key));
  const target: TusTarget = {
    dir: state.task.basePath,
    relativePath: key,
    action: state.task.renameConf.action,
    size: file.size,
    lastModified: file.lastModified,
  };
  const id = runKey(taskId, key);
  const handle = startTusUpload(file, target, {
    onProgress: (loaded) => update(taskId, (current) => entryProgress(current, key, loaded)),
    onSuccess: () => {
      if (!running.delete(id)) return;
      update(taskId, (current) => entrySucceeded(current, key));
      emitUploadFinished(target.dir);
      pump();
    },
    onError: ({ code, message }) => {
      if (!running.delete(id)) return;
      const text = message || i18n.t('transfers.networkError');
      update(taskId, (current) => entryFailed(current, key, code, text));
      pump();
    },
  });
  running.set(id, { taskId, key, handle });
}

function stopRunning(taskId: string, terminate: boolean): void {
  for (const [id, run] of running) {
    if (run.taskId !== taskId) continue;
    running.delete(id);
    void run.handle.abort(terminate);
    update(taskId, (current) => entryStopped(current, run.key));
  }
}

// --- speed (UPL-03) ---

function keepSampling(): void {
  if (running.size > 0 && sampler === null) sampler = setInterval(sample, SPEED_SAMPLE_MS);
  if (running.size === 0 && sampler !== null) {
    clearInterval(sampler);
    sampler = null;
    samples.clear();
  }
}

function sample(): void {
  const now = performance.now();
  for (const [id, state] of states) {
    const settled = settle(state);
    if (settled.task.status !== UPLOAD_STATUS.running) {
      samples.delete(id);
      states.set(id, settled);
      continue;
    }
    const next = addSpeedSample(samples.get(id) ?? [], { at: now, loaded: settled.task.loaded });
    samples.set(id, next);
    states.set(id, { ...settled, task: { ...settled.task, speed: speedOf(next) } });
  }
  publish();
  keepSampling();
}

// --- tasks ---

export interface NewUpload {
  dir: string;
  name: string;
  isFolder: boolean;
  action: ConflictAction;
}

/** A task shown while its folders are read (status 6); `fill` then gives it its files. */
export function beginScanningTask(upload: NewUpload): string {
  ensureOwner();
  const id = newId();
  const state = createTaskState({ id, ...upload, dir: upload.dir, files: [], now: Date.now() });
  states.set(id, withScanning(state, true));
  publish();
  return id;
}

/** Queues the files of a request as one task (or fills the scanning task `id`). */
export function addUploadTask(upload: NewUpload, sources: readonly UploadSource[], id = newId()): string {
  ensureOwner();
  const files = new Map<string, File>();
  for (const source of sources) files.set(source.relativePath, source.file);
  const queued = [...files].map(([relativePath, file]) => ({
    relativePath,
    size: file.size,
    lastModified: file.lastModified,
  }));
  const previous = states.get(id);
  const state = createTaskState({
    id,
    ...upload,
    files: queued,
    now: previous?.task.createdAt ?? Date.now(),
  });
  filesOf.set(id, files);
  // A map keeps insertion order: a scanning task keeps its place in the list.
  states.set(id, state);
  scheduleRecords();
  pump();
  return id;
}

/** Drops a task that never got its files (its folders could not be read, or the check refused). */
export function dropTask(id: string): void {
  states.delete(id);
  filesOf.delete(id);
  publish();
}

export function pauseUpload(id: string): void {
  const state = states.get(id);
  if (!state || state.task.status === UPLOAD_STATUS.success || state.task.status === UPLOAD_STATUS.fail)
    return;
  commit(id, paused(state));
  stopRunning(id, false);
  pump();
}

export function resumeUpload(id: string): void {
  const state = states.get(id);
  if (!state || state.task.needsFiles || !state.task.paused) return;
  commit(id, resumed(state));
  pump();
}

/** Failed files go again; a restored task needs its files selected again first. */
export function retryUpload(id: string): void {
  const state = states.get(id);
  const files = filesOf.get(id);
  if (!state || !files || state.task.errorList.length === 0) return;
  commit(
    id,
    retried(state, (relativePath) => files.get(relativePath)?.lastModified ?? 0),
  );
  pump();
}

/** Stops a task and drops what the daemon received of its unfinished files. */
export function cancelUpload(id: string): void {
  const state = states.get(id);
  if (!state) return;
  stopRunning(id, true);
  const files = filesOf.get(id);
  const unfinished = [
    ...state.task.list.map((entry) => entry.relativePath),
    ...(restoredFiles.get(id) ?? []).map((file) => file.relativePath),
  ];
  for (const relativePath of unfinished) {
    const file = files?.get(relativePath);
    const recorded = restoredFiles.get(id)?.find((item) => item.relativePath === relativePath);
    const size = file?.size ?? recorded?.size;
    const lastModified = file?.lastModified ?? recorded?.lastModified;
    if (size === undefined || lastModified === undefined) continue;
    void forgetStoredUpload({
      dir: state.task.basePath,
      relativePath,
      action: state.task.renameConf.action,
      size,
      lastModified,
    });
  }
  forget(id);
  pump();
}

/** Takes an ended task off the list. */
export function removeUpload(id: string): void {
  const state = states.get(id);
  if (!state) return;
  if (state.task.status !== UPLOAD_STATUS.success && state.task.status !== UPLOAD_STATUS.fail) return;
  forget(id);
  publish();
}

/** Takes every task that succeeded off the list. */
export function clearFinishedUploads(): void {
  for (const [id, state] of states) if (state.task.status === UPLOAD_STATUS.success) forget(id);
  publish();
}

function forget(id: string): void {
  states.delete(id);
  filesOf.delete(id);
  restoredFiles.delete(id);
  samples.delete(id);
  scheduleRecords();
}

/**
 * A task restored after a reload gets its files again: those matching the recorded ones resume;
 * recorded files not selected again end as errors of the task. Answers how many matched.
 */
export function reselectFiles(id: string, sources: readonly UploadSource[]): number {
  const state = states.get(id);
  const recorded = restoredFiles.get(id);
  if (!state || !recorded || !state.task.needsFiles) return 0;
  const matches = matchReselected(recorded, sources);
  if (matches.size === 0) return 0;
  const files = new Map<string, File>();
  for (const [relativePath, source] of matches) files.set(relativePath, source.file);
  filesOf.set(id, files);
  restoredFiles.delete(id);
  commit(id, settle({ ...state, task: { ...state.task, needsFiles: false, paused: false } }));
  pump();
  return matches.size;
}

// --- surviving a reload ---

function recordOf(state: TaskState): ResumeRecord | null {
  const { task } = state;
  if (state.scanning || task.status === UPLOAD_STATUS.success) return null;
  const files = filesOf.get(task.id);
  const restored = restoredFiles.get(task.id);
  const lastModifiedOf = (relativePath: string) =>
    files?.get(relativePath)?.lastModified ??
    restored?.find((file) => file.relativePath === relativePath)?.lastModified ??
    0;
  const unfinished: QueuedFile[] = [
    ...task.errorList.map((error) => ({
      relativePath: error.relativePath,
      size: error.size,
      lastModified: lastModifiedOf(error.relativePath),
    })),
    ...task.list.map((entry) => ({
      relativePath: entry.relativePath,
      size: entry.size,
      lastModified: lastModifiedOf(entry.relativePath),
    })),
    ...state.queue.slice(state.cursor),
  ];
  return {
    id: task.id,
    name: task.name,
    dir: task.basePath,
    isFolder: task.isFolder,
    action: task.renameConf.action,
    total: task.total,
    totalNum: task.totalNum,
    successNum: task.successNum,
    successSize: task.successSize,
    createdAt: task.createdAt,
    ...recordFiles(unfinished),
  };
}

function writeRecords(): void {
  if (recordTimer !== null) clearTimeout(recordTimer);
  recordTimer = null;
  if (!owner) return;
  const records = [...states.values()].map(recordOf).filter((record) => record !== null);
  saveRecords(owner, records);
}

function scheduleRecords(): void {
  if (recordTimer === null) recordTimer = setTimeout(writeRecords, 1000);
}

function restore(username: string): void {
  for (const record of loadRecords(username)) {
    const files = queuedFilesOf(record);
    let state = createTaskState({
      id: record.id,
      dir: record.dir,
      name: record.name,
      isFolder: record.isFolder,
      action: record.action,
      files,
      now: record.createdAt,
    });
    state = settle({
      ...state,
      task: {
        ...state.task,
        total: record.total,
        totalNum: record.totalNum,
        successNum: record.successNum,
        successSize: record.successSize,
        paused: true,
        needsFiles: true,
      },
    });
    states.set(record.id, state);
    restoredFiles.set(record.id, files);
  }
  publish();
}

/** The tasks belong to the signed-in user: another user (or none) starts from their own records. */
function ensureOwner(): void {
  const username = getSession()?.username ?? null;
  if (username === owner) return;
  writeRecords();
  for (const run of running.values()) void run.handle.abort(false);
  running.clear();
  states.clear();
  filesOf.clear();
  restoredFiles.clear();
  samples.clear();
  keepSampling();
  owner = username;
  if (username) restore(username);
  else publish();
}

ensureOwner();
useSessionStore.subscribe(() => ensureOwner());
globalThis.addEventListener?.('pagehide', writeRecords);
// LOCK-03: the screen does not lock while uploads wait, run, failed, are paused or being read.
registerActiveTransfers(() =>
  [...states.values()].some((state) => uploadStatusDefersLock(state.task.status)),
);
