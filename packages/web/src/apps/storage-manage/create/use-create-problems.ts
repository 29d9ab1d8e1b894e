import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, CallError, unwrap } from '../../../api/client';
import { useDebounced } from './use-debounced';
import type { CreateProblem, WizardState, WizardStep } from './wizard-state';

/** How long the choices must stay unchanged before the daemon is asked about them. */
export const CHECK_DELAY_MS = 250;

/** The steps whose choices the daemon is asked about; after them the job speaks for itself. */
const SETTINGS_STEPS: readonly WizardStep[] = [
  'mode',
  'disks',
  'spare',
  'encryptIntro',
  'encryptPassword',
  'confirm',
];

export interface CreateProblems {
  problems: CreateProblem[];
  /** The current choices have not been answered yet. */
  checking: boolean;
}

/**
 * The pool as chosen so far, as `/zspool/format/exec` would receive it. The encryption password is
 * left out: its rule is the same on both sides (STOR-ENC-02), and sealing it on every change would
 * gain nothing.
 */
export function verifyRequest(state: WizardState) {
  if (state.protocol === null || state.mode === null) return null;
  return {
    action: 'new' as const,
    protocol: state.protocol,
    raidtype: state.mode,
    name: state.name.trim(),
    sys: state.disks,
    spare: state.spare === null ? [] : [state.spare],
  };
}

/**
 * The daemon's refusals of the pool as chosen so far (`/zspool/format/verify`, the same checks as
 * exec, touching nothing), asked 250 ms after the choices last changed: the disks, the name
 * (STOR-POOL-07), the spare, and a device whose pools are all unusable (STOR-POOL-09, field '').
 */
export function useCreateProblems(state: WizardState): CreateProblems {
  const request = SETTINGS_STEPS.includes(state.step) ? verifyRequest(state) : null;
  const current = JSON.stringify(request);
  const settled = useDebounced(current, CHECK_DELAY_MS);
  const verify = useQuery({
    queryKey: ['create-pool', 'verify', settled],
    enabled: settled !== 'null',
    staleTime: 2000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const payload = JSON.parse(settled) as NonNullable<ReturnType<typeof verifyRequest>>;
      return unwrap(await call(CALLS.formatVerify, payload, { toast: false, signal })).problems;
    },
  });
  if (request === null) return { problems: [], checking: false };
  if (settled !== current || verify.isPlaceholderData || verify.isFetching)
    return { problems: [], checking: true };
  if (verify.error instanceof CallError) {
    const { code, message } = verify.error.result;
    return { problems: [{ field: '', code, message }], checking: false };
  }
  return { problems: verify.data ?? [], checking: verify.data === undefined };
}
