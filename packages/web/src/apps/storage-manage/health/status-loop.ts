/** spec 3 §9: a SMART or IHM status is asked again every 2 s while the check runs. */
export const HEALTH_STATUS_INTERVAL_MS = 2000;

/** spec 3 §9, STOR-SMART-02: this many status failures in a row abort the wait and show the error. */
export const HEALTH_STATUS_MAX_FAILURES = 15;

export type LoopPhase = 'idle' | 'running' | 'done' | 'failed';

export interface LoopState {
  phase: LoopPhase;
  /** Status calls that failed since the last one that answered. */
  failures: number;
  /** The last failure's message; shown once the loop has given up. */
  error: string | null;
}

export const LOOP_START: LoopState = { phase: 'idle', failures: 0, error: null };

export type StatusOutcome = { ok: true; running: boolean } | { ok: false; message: string };

/**
 * The wait for a check after one status call (STOR-SMART-01/02): an answer resets the failure count
 * and ends the wait once the check no longer runs; a failure counts, and the fifteenth in a row
 * gives up with its message. A loop that is not waiting (idle, done, failed) only takes an answer
 * saying a check runs, so a dialog opened while one runs follows it.
 */
export function afterStatus(state: LoopState, outcome: StatusOutcome): LoopState {
  if (!outcome.ok) {
    if (state.phase !== 'running') return state;
    const failures = state.failures + 1;
    return failures >= HEALTH_STATUS_MAX_FAILURES
      ? { phase: 'failed', failures, error: outcome.message }
      : { ...state, failures, error: outcome.message };
  }
  if (outcome.running) return { phase: 'running', failures: 0, error: null };
  return { phase: state.phase === 'running' ? 'done' : state.phase, failures: 0, error: null };
}

/** A check was started: wait for it from a clean count. */
export function afterStart(): LoopState {
  return { phase: 'running', failures: 0, error: null };
}
