import type { Db } from '../../db/open-database.js';
import type { SmartReport } from './smart-report.js';

/** One SMART reading of one disk (migration 4 `smart_history`). */
export interface SmartRecord {
  id: number;
  sn: string;
  pos: number;
  protocol: string;
  jobId: string | null;
  health: string;
  ctime: number;
  report: SmartReport;
}

interface Row {
  id: number;
  sn: string;
  pos: number;
  protocol: string;
  job_id: string | null;
  health: string;
  ctime: number;
  report: string;
}

/** Readings kept per disk; older ones are dropped when a new one is added. */
export const SMART_HISTORY_PER_DISK = 50;

function fromRow(row: Row): SmartRecord {
  return {
    id: row.id,
    sn: row.sn,
    pos: row.pos,
    protocol: row.protocol,
    jobId: row.job_id,
    health: row.health,
    ctime: row.ctime,
    report: JSON.parse(row.report) as SmartReport,
  };
}

/** The SMART history: every reading a check made, newest first per disk. */
export class SmartStore {
  constructor(private readonly db: Db) {}

  add(entry: Omit<SmartRecord, 'id'>): SmartRecord {
    const id = this.db.transaction(() => {
      const result = this.db
        .prepare(
          'INSERT INTO smart_history (sn, pos, protocol, job_id, health, ctime, report) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          entry.sn,
          entry.pos,
          entry.protocol,
          entry.jobId,
          entry.health,
          entry.ctime,
          JSON.stringify(entry.report),
        );
      this.db
        .prepare(
          'DELETE FROM smart_history WHERE sn = ? AND id NOT IN (SELECT id FROM smart_history WHERE sn = ? ORDER BY id DESC LIMIT ?)',
        )
        .run(entry.sn, entry.sn, SMART_HISTORY_PER_DISK);
      return Number(result.lastInsertRowid);
    })();
    return { ...entry, id };
  }

  /** Readings, newest first: of one disk, or of every disk. */
  list(sn?: string): SmartRecord[] {
    const rows = (
      sn === undefined
        ? this.db.prepare('SELECT * FROM smart_history ORDER BY id DESC').all()
        : this.db.prepare('SELECT * FROM smart_history WHERE sn = ? ORDER BY id DESC').all(sn)
    ) as Row[];
    return rows.map(fromRow);
  }

  find(sn: string, id: number): SmartRecord | undefined {
    const row = this.db.prepare('SELECT * FROM smart_history WHERE sn = ? AND id = ?').get(sn, id) as
      Row | undefined;
    return row && fromRow(row);
  }

  /** The newest reading of each disk of a check (one job). */
  ofJob(jobId: string): SmartRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM smart_history WHERE job_id = ? ORDER BY id')
      .all(jobId) as Row[];
    return rows.map(fromRow);
  }
}
