import type { JobRegistry } from '../jobs/job-registry.js';
import { isFinished } from '../jobs/job.js';

/**
 * Marks the pool info stale when a job starts, changes step or ends: a pool being created, expanded,
 * repaired or scrubbed shows it, and a finished job's pool is ready. Progress alone does not count,
 * or a running job would make every info call observe again.
 */
export function invalidateOnJobSteps(jobs: JobRegistry, invalidate: () => void): void {
  const steps = new Map<string, string>();
  jobs.onChange((job) => {
    const step = `${job.state}:${job.description}`;
    if (steps.get(job.id) === step) return;
    if (isFinished(job.state)) steps.delete(job.id);
    else steps.set(job.id, step);
    invalidate();
  });
}
