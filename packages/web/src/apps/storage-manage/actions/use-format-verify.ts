import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CALLS, type PayloadOf } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';

/** A payload `/zspool/format/verify` judges: any startFormat action, or a spare's configuration. */
export type VerifyPayload = PayloadOf<typeof CALLS.formatVerify>;

/** How long a choice must rest before the engine is asked about it. */
export const VERIFY_DEBOUNCE_MS = 250;

export interface FormatVerify {
  /** A check is under way or waiting for the choice to rest: the confirm button waits for it. */
  checking: boolean;
  /** The engine's refusals of one field (`sys` also takes `sys.2`; `''` is the whole request). */
  problemsOf: (field: string) => string[];
}

/** Whether a problem's field is the one named or one of its entries (`sys.2` under `sys`). */
export function concerns(problemField: string, field: string): boolean {
  return problemField === field || (field !== '' && problemField.startsWith(`${field}.`));
}

/**
 * The engine's refusals of a choice before anything is touched (`/zspool/format/verify`, no
 * password, nothing written), asked again ~250 ms after the choice last changed; null asks nothing.
 */
export function useFormatVerify(payload: VerifyPayload | null): FormatVerify {
  const key = payload === null ? null : JSON.stringify(payload);
  const [rested, setRested] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setRested(key), VERIFY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    queryKey: [...STORAGE_QUERY_KEY, 'verify', rested],
    enabled: rested !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      unwrap(
        await call(CALLS.formatVerify, JSON.parse(rested ?? '{}') as VerifyPayload, { toast: false, signal }),
      ),
  });
  const problems = query.data?.problems ?? [];
  return {
    checking: key !== null && (key !== rested || query.isPending),
    problemsOf: (field) =>
      problems.filter((problem) => concerns(problem.field, field)).map((problem) => problem.message),
  };
}
