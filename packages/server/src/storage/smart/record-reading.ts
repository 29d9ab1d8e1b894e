import type { Disk } from '../disks/disk.js';
import type { SmartReport } from './smart-report.js';
import type { SmartStore } from './smart-store.js';
import { ihmIndicators } from '../ihm/ihm-indicators.js';

export interface ReadingDeps {
  read(serial: string, signal: AbortSignal): Promise<SmartReport>;
  store: SmartStore;
  disks: { smartRead(serial: string, label: string, temperature: number | null): void };
}

/**
 * One disk of a SMART or IHM check: reads it now, adds the reading to the history under the check's
 * job, and hands it (health and temperature) to the disk monitor so the disk list shows the new one
 * at once.
 */
export async function recordSmartReading(
  deps: ReadingDeps,
  disk: Pick<Disk, 'sn' | 'pos' | 'dev_type'>,
  check: { protocol: string; jobId: string; signal: AbortSignal },
): Promise<void> {
  const report = await deps.read(disk.sn, check.signal);
  deps.store.add({
    sn: disk.sn,
    pos: disk.pos,
    protocol: check.protocol,
    jobId: check.jobId,
    health: report.health,
    ctime: report.ctime,
    report,
  });
  const { temperature } = ihmIndicators(report, disk.dev_type === 'nvme');
  deps.disks.smartRead(disk.sn, report.health, temperature);
}
