import type { ConflictAction, FileTask, FileTaskState } from '@coffer/contract';
import type { Db } from '../../../db/open-database.js';

/** What a task needs to run again (at a retry) beside its sources and destination. */
export interface FileTaskOptions {
  /** Move and copy: the conflict choice for every source, and per source. */
  action?: ConflictAction;
  items?: Record<string, ConflictAction>;
  /** Restore: the bin and its entry ids (`paths` holds their original paths). */
  bin?: string;
  ids?: string[];
  /** Indexes in `paths` of the items finished (done or skipped): a retry leaves them out. */
  finished: number[];
  /** `doneBytes` as the last finished item left it: where a retry counts from. */
  finishedBytes?: number;
  /** The language of the caller's messages in the error list. */
  lang: 'zh-CN' | 'en';
}

export interface StoredFileTask {
  ownerId: number;
  task: FileTask;
  options: FileTaskOptions;
  /** A copy's hidden temporary entry while it is being written (removed at a restart). */
  tempPath: string | null;
}

interface Row {
  id: string;
  owner_id: number;
  kind: FileTask['kind'];
  state: FileTaskState;
  paths: string;
  dest: string;
  options: string;
  total_bytes: number;
  done_bytes: number;
  total_num: number;
  success_num: number;
  skipped_num: number;
  current: string;
  error_list: string;
  temp_path: string | null;
  created_at: number;
  finished_at: number | null;
}

function fromRow(row: Row): StoredFileTask {
  return {
    ownerId: row.owner_id,
    options: JSON.parse(row.options) as FileTaskOptions,
    tempPath: row.temp_path,
    task: {
      id: row.id,
      kind: row.kind,
      state: row.state,
      paths: JSON.parse(row.paths) as string[],
      dest: row.dest,
      totalBytes: row.total_bytes,
      doneBytes: row.done_bytes,
      totalNum: row.total_num,
      successNum: row.success_num,
      skippedNum: row.skipped_num,
      current: row.current,
      errorList: JSON.parse(row.error_list) as FileTask['errorList'],
      createdAt: row.created_at,
      finishedAt: row.finished_at,
    },
  };
}

/** How long an ended task stays in the list. */
export const ENDED_TASK_KEEP_MS = 24 * 3600_000;

/** File tasks in SQLite (migration 11), so the task center survives a reload and a restart. */
export class FileTaskStore {
  constructor(private readonly db: Db) {}

  save(stored: StoredFileTask): void {
    const { task } = stored;
    this.db
      .prepare(
        `INSERT INTO file_tasks (id, owner_id, kind, state, paths, dest, options, total_bytes, done_bytes,
           total_num, success_num, skipped_num, current, error_list, temp_path, created_at, finished_at)
         VALUES (@id, @owner_id, @kind, @state, @paths, @dest, @options, @total_bytes, @done_bytes,
           @total_num, @success_num, @skipped_num, @current, @error_list, @temp_path, @created_at, @finished_at)
         ON CONFLICT (id) DO UPDATE SET state = excluded.state, options = excluded.options,
           total_bytes = excluded.total_bytes, done_bytes = excluded.done_bytes,
           total_num = excluded.total_num, success_num = excluded.success_num,
           skipped_num = excluded.skipped_num, current = excluded.current,
           error_list = excluded.error_list, temp_path = excluded.temp_path,
           finished_at = excluded.finished_at`,
      )
      .run({
        id: task.id,
        owner_id: stored.ownerId,
        kind: task.kind,
        state: task.state,
        paths: JSON.stringify(task.paths),
        dest: task.dest,
        options: JSON.stringify(stored.options),
        total_bytes: task.totalBytes,
        done_bytes: task.doneBytes,
        total_num: task.totalNum,
        success_num: task.successNum,
        skipped_num: task.skippedNum,
        current: task.current,
        error_list: JSON.stringify(task.errorList),
        temp_path: stored.tempPath,
        created_at: task.createdAt,
        finished_at: task.finishedAt,
      });
  }

  get(id: string): StoredFileTask | undefined {
    const row = this.db.prepare('SELECT * FROM file_tasks WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /** An owner's tasks, newest first: those not ended, and those ended since `endedSince`. */
  listOf(ownerId: number, endedSince: number): StoredFileTask[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM file_tasks WHERE owner_id = ? AND (finished_at IS NULL OR finished_at >= ?)
         ORDER BY created_at DESC, rowid DESC`,
      )
      .all(ownerId, endedSince) as Row[];
    return rows.map(fromRow);
  }

  /** Tasks a stop left unfinished (queued, running, paused). */
  unfinished(): StoredFileTask[] {
    const rows = this.db
      .prepare("SELECT * FROM file_tasks WHERE state IN ('queued', 'running', 'paused')")
      .all() as Row[];
    return rows.map(fromRow);
  }

  /** Ended tasks that still name a partial copy to remove. */
  withTemp(): StoredFileTask[] {
    const rows = this.db
      .prepare('SELECT * FROM file_tasks WHERE temp_path IS NOT NULL AND finished_at IS NOT NULL')
      .all() as Row[];
    return rows.map(fromRow);
  }

  remove(id: string): void {
    this.db.prepare('DELETE FROM file_tasks WHERE id = ?').run(id);
  }

  /** Drops tasks that ended before `before`. */
  prune(before: number): void {
    this.db.prepare('DELETE FROM file_tasks WHERE finished_at IS NOT NULL AND finished_at < ?').run(before);
  }
}
