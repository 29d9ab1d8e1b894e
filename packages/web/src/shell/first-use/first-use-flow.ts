import type { JobInfo } from '@coffer/contract';
import type { FirstUseMode } from './first-use-choices';

/** spec 2 §4.2: welcome (all disks new), mode, SSD note, then the format's progress and its end. */
export type FirstUseStep = 'welcome' | 'mode' | 'ssd' | 'progress' | 'complete' | 'failure';

export interface FirstUseState {
  step: FirstUseStep;
  mode: FirstUseMode | null;
  ssdAccepted: boolean;
  jobId: string | null;
  poolId: string | null;
  /** Why the format failed or could not start. */
  reason: string | null;
}

export type FirstUseAction =
  | { type: 'start' }
  | { type: 'choose'; mode: FirstUseMode }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'acceptSsd'; accepted: boolean }
  | { type: 'started'; jobId: string; poolId: string }
  | { type: 'finished' }
  | { type: 'failed'; reason: string }
  | { type: 'retry' };

export function initialFirstUse(allNew: boolean, mode: FirstUseMode | null): FirstUseState {
  return {
    step: allNew ? 'welcome' : 'mode',
    mode,
    ssdAccepted: false,
    jobId: null,
    poolId: null,
    reason: null,
  };
}

export function firstUseReducer(state: FirstUseState, action: FirstUseAction): FirstUseState {
  switch (action.type) {
    case 'start':
      return state.step === 'welcome' ? { ...state, step: 'mode' } : state;
    case 'choose':
      return state.step === 'mode' ? { ...state, mode: action.mode } : state;
    case 'next':
      return state.step === 'mode' && state.mode !== null ? { ...state, step: 'ssd' } : state;
    case 'back':
      return state.step === 'ssd' ? { ...state, step: 'mode' } : state;
    case 'acceptSsd':
      return state.step === 'ssd' ? { ...state, ssdAccepted: action.accepted } : state;
    case 'started':
      return { ...state, step: 'progress', jobId: action.jobId, poolId: action.poolId, reason: null };
    case 'finished':
      return state.step === 'progress' ? { ...state, step: 'complete' } : state;
    case 'failed':
      return { ...state, step: 'failure', reason: action.reason };
    case 'retry':
      return { ...state, step: 'mode', jobId: null, poolId: null, reason: null };
  }
}

/** The spec's format steps: formatdisk, initialize, formatok (the system mounts by itself). */
export const FIRST_USE_PROGRESS = ['formatdisk', 'initialize', 'formatok'] as const;

/** Where the format job is among FIRST_USE_PROGRESS, from the engine's own step words. */
export function progressIndex(job: Pick<JobInfo, 'state' | 'description'> | null): number {
  if (job === null) return 0;
  if (job.state === 'done' || job.description === 'done') return 2;
  return job.description === 'init' ? 1 : 0;
}
