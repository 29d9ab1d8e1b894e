import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import type { StorageInfo } from '../data/storage-by-bay';
import { overviewState } from '../overview/pool-health';
import { problemsOfRefusal } from './create-problems';
import { useDebounced } from './use-debounced';
import type { CreateProblem, WizardState } from './wizard-state';

/** How long the choices must stay unchanged before the daemon is asked about them. */
export const CHECK_DELAY_MS = 250;

/** STOR-POOL-09, spec 3 §8: shown before the first step while pools exist but none is available. */
const BLOCKED_CODE = 'STOR-POOL-09';

export interface CreateProblems {
  problems: CreateProblem[];
  /** A check of the current choices has not answered yet. */
  checking: boolean;
}

/**
 * The daemon's refusals of the pool as chosen so far, asked as the choices change: the name by
 * `/zspool/format/check` (STOR-POOL-07); a device whose pools are all unusable refuses any new pool.
 */
export function useCreateProblems(state: WizardState, info: StorageInfo | undefined): CreateProblems {
  const { t } = useTranslation();
  const name = state.name.trim();
  const current = JSON.stringify([state.protocol, name]);
  const settledKey = useDebounced(current, CHECK_DELAY_MS);
  const settled = settledKey === current;
  const [protocol, askedName] = JSON.parse(settledKey) as [WizardState['protocol'], string];
  const asked = { protocol, name: askedName };
  const nameCheck = useQuery({
    queryKey: ['create-pool', 'name', asked.protocol, asked.name],
    enabled: asked.name !== '' && asked.protocol !== null,
    staleTime: 2000,
    queryFn: async ({ signal }) => {
      const result = await call(
        CALLS.formatCheck,
        { name: asked.name, verify: asked.name, protocol: asked.protocol ?? undefined },
        { toast: false, signal },
      );
      return result.success ? [] : problemsOfRefusal(result, 'name');
    },
  });

  const problems: CreateProblem[] = [];
  if (info && overviewState(info.pools) === 'noneAvailable') {
    problems.push({ field: '', code: BLOCKED_CODE, message: t('storage.create.blocked') });
  }
  if (settled && name !== '') problems.push(...(nameCheck.data ?? []));
  return { problems, checking: name !== '' && (!settled || nameCheck.isFetching) };
}
