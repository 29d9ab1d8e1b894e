import type { ConflictAction } from '@coffer/contract';
import type { QueuedFile } from './upload-task-state';

/**
 * What survives a page reload of the unfinished uploads. The browser forgets the File objects, so
 * a restored task shows paused until the person selects the files again; a selected file matching
 * a recorded one (path, or name, with size and modification time) resumes from the daemon's offset
 * by the upload URL tus-js-client stored under the same fingerprint.
 */
export interface ResumeRecord {
  id: string;
  name: string;
  dir: string;
  isFolder: boolean;
  action: ConflictAction;
  total: number;
  totalNum: number;
  successNum: number;
  successSize: number;
  createdAt: number;
  /** The files not landed yet: relative path, size, modification time (ms). */
  files: [string, number, number][];
  /** Unfinished files beyond RECORD_FILES_MAX, not recorded (they need a new upload). */
  omitted: number;
}

/** localStorage holds about 5 MB per site: a record keeps this many files of one task at most. */
export const RECORD_FILES_MAX = 20_000;

const PREFIX = 'coffer.uploads.';

function keyOf(username: string): string {
  return PREFIX + username;
}

export function recordFiles(files: readonly QueuedFile[]): Pick<ResumeRecord, 'files' | 'omitted'> {
  const kept = files.slice(0, RECORD_FILES_MAX);
  return {
    files: kept.map((file) => [file.relativePath, file.size, file.lastModified]),
    omitted: files.length - kept.length,
  };
}

export function queuedFilesOf(record: ResumeRecord): QueuedFile[] {
  return record.files.map(([relativePath, size, lastModified]) => ({ relativePath, size, lastModified }));
}

function isRecord(value: unknown): value is ResumeRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<ResumeRecord>;
  return typeof record.id === 'string' && typeof record.dir === 'string' && Array.isArray(record.files);
}

export function loadRecords(username: string): ResumeRecord[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export function saveRecords(username: string, records: readonly ResumeRecord[]): void {
  try {
    if (records.length === 0) localStorage.removeItem(keyOf(username));
    else localStorage.setItem(keyOf(username), JSON.stringify(records));
  } catch {
    // Storage full or off: uploads go on; only resuming after a reload is lost.
  }
}

/**
 * Pairs the files selected again with the recorded ones: by relative path, size and time first,
 * then by name, size and time (a single file picked again has no folder path).
 */
export function matchReselected<T extends { relativePath: string; file: File }>(
  recorded: readonly QueuedFile[],
  selected: readonly T[],
): Map<string, T> {
  const byPath = new Map<string, T>();
  const byName = new Map<string, T[]>();
  for (const source of selected) {
    byPath.set(identity(source.relativePath, source.file.size, source.file.lastModified), source);
    const name = identity(baseName(source.relativePath), source.file.size, source.file.lastModified);
    byName.set(name, [...(byName.get(name) ?? []), source]);
  }
  const matches = new Map<string, T>();
  for (const file of recorded) {
    const exact = byPath.get(identity(file.relativePath, file.size, file.lastModified));
    const named = byName.get(identity(baseName(file.relativePath), file.size, file.lastModified));
    const match = exact ?? (named?.length === 1 ? named[0] : undefined);
    if (match) matches.set(file.relativePath, match);
  }
  return matches;
}

function identity(path: string, size: number, lastModified: number): string {
  return `${path}\u0000${size}\u0000${lastModified}`;
}

function baseName(relativePath: string): string {
  return relativePath.slice(relativePath.lastIndexOf('/') + 1);
}
