import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * The leaf pages holding a table's rows and how many rows each holds, by SQLite's own page map (the dbstat table), in order.
 * Read-only: the file is left as it was.
 */
export function leafPagesOf(
  file: string,
  table: string,
): { pages: { pageno: number; ncell: number }[]; pageSize: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const pages = db
      .prepare("SELECT pageno, ncell FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno")
      .all(table) as { pageno: number; ncell: number }[];
    return { pages, pageSize };
  } finally {
    db.close();
  }
}

/** Overwrites whole pages (numbered from 1) with a repeating garbage byte, as a failing disk might. */
export function overwritePages(file: string, pages: readonly number[], pageSize: number): Buffer {
  const fd = openSync(file, 'r+');
  try {
    for (const page of pages) writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
  return readFileSync(file);
}
