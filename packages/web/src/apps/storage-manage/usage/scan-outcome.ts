/** What the page knows of a pool's scans: the one under way and the newest report's job. */
export interface ScanFacts {
  running: { id: string } | null;
  report: { jobId: string } | null;
}

export type ScanOutcome = 'running' | 'done' | 'failed';

/**
 * What became of a scan the page started, read from the pool's summary: still the pool's running
 * job, or finished with a report made by that job, or ended without one (the engine keeps no report
 * of a scan that failed or was cancelled, docs/decisions.md "Pool usage reports").
 */
export function scanOutcome(jobId: string, facts: ScanFacts): ScanOutcome {
  if (facts.running?.id === jobId) return 'running';
  if (facts.report?.jobId === jobId) return 'done';
  return 'failed';
}
