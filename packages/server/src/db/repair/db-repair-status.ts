import type { DbRepairStateInfo } from '@coffer/contract';
import { writeReport } from './repair-report-file.js';
import { stateInfoOf, type DbRepairReport } from './repair-report.js';

/**
 * The last repair as the daemon reports it: the poll's `db_state` is `down` while a repair has a
 * report nobody acknowledged, the repair state call tells what happened, the master acknowledges.
 */
export class DbRepairStatus {
  constructor(
    private readonly repairDir: string,
    private report: DbRepairReport | undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  dbState(): 'ok' | 'down' {
    return this.report && !this.report.acknowledged ? 'down' : 'ok';
  }

  info(paths: boolean): DbRepairStateInfo {
    return stateInfoOf(this.report, { paths, now: this.clock() });
  }

  /** The report stays on disk with the damaged copies, marked read; a running repair cannot be. */
  acknowledge(): void {
    if (!this.report || this.report.acknowledged || this.report.state === 'running') return;
    this.report = { ...this.report, acknowledged: true };
    writeReport(this.repairDir, this.report);
  }
}
