import type { ConflictAction } from '@coffer/contract';

/** UPL-02: upload statuses as the spec numbers them. */
export const UPLOAD_STATUS = {
  waiting: 1,
  running: 2,
  success: 3,
  fail: 4,
  pause: 5,
  scanning: 6,
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/** UPL-04: the task's list holds at most this many files; more are fetched as they finish. */
export const UPLOAD_LIST_CAP = 500;
/** Files of all tasks that go out at once. */
export const PARALLEL_FILES = 3;
/** tus chunk size (the benchmark: 8 MiB). */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** One file of a request, as the file manager hands it over. */
export interface UploadSource {
  file: File;
  /** The path below the request's folder, the file's name included ('photos/2024/a.jpg'). */
  relativePath: string;
}

/** One file in a task's list. */
export interface UploadEntry {
  /** Unique within the task: its relative path. */
  key: string;
  relativePath: string;
  size: number;
  /** Bytes the daemon has of it. */
  loaded: number;
  /** waiting, running or pause (an entry leaves the list when it ends). */
  status: UploadStatus;
}

/** UPL-05: a file that failed, with the catalogue's message. */
export interface UploadError {
  relativePath: string;
  size: number;
  code: string;
  message: string;
}

/** UPL-01: one upload request (a file, several files or a folder) as the task list shows it. */
export interface UploadTask {
  id: string;
  status: UploadStatus;
  /** Files not yet ended, at most UPLOAD_LIST_CAP (UPL-04). */
  list: UploadEntry[];
  errorList: UploadError[];
  /** The dropped file's or folder's name, or the first of several. */
  name: string;
  /** The folder the files go into (virtual path). */
  basePath: string;
  isFolder: boolean;
  /** Bytes of every file. */
  total: number;
  /** Bytes of the files that landed. */
  successSize: number;
  /** Bytes not yet landed (failed files included). */
  unfinishedSize: number;
  /** Bytes the daemon has: landed files and the parts of unfinished ones. */
  loaded: number;
  totalNum: number;
  successNum: number;
  /** Bytes per second over the last samples (UPL-03); 0 unless running. */
  speed: number;
  renameConf: { action: ConflictAction };
  /** Paused by the person (or restored after a reload), as opposed to waiting its turn. */
  paused: boolean;
  /**
   * Restored after a page reload: the browser no longer has the files, so the task waits for the
   * person to select them again (`reselect`).
   */
  needsFiles: boolean;
  createdAt: number;
}
