import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { actionDelete, actionDeleteAll, actionKnown, actionList } from '@coffer/contract/calls/action-log';
import { useState } from 'react';
import { call, unwrap, type CallFailure, type CallResult } from '../../api/client';
import { useFeedCount } from './action-feed-count';

const KEY = ['actionFeed'] as const;
const PAGE = 30;
/** `/action/list` answers at most this many at once: the panel shows the newest ones. */
const MOST = 200;

/** The user's feed as the panel shows it: the newest entries, more on demand; marks refresh it. */
export function useActionFeed(onFailure: (failure: CallFailure) => void) {
  const [limit, setLimit] = useState(PAGE);
  const client = useQueryClient();
  const refreshCount = useFeedCount((state) => state.refresh);
  const list = useQuery({
    queryKey: [...KEY, limit],
    queryFn: async ({ signal }) =>
      unwrap(await call(actionList, { offset: 0, limit }, { toast: false, signal })),
    placeholderData: keepPreviousData,
  });

  const act = async (run: () => Promise<CallResult<unknown>>) => {
    const result = await run();
    if (!result.success) onFailure(result);
    await client.invalidateQueries({ queryKey: KEY });
    void refreshCount();
  };

  const shown = list.data?.items.length ?? 0;
  const canLoadMore = list.data !== undefined && shown < list.data.total && limit < MOST;
  return {
    list,
    more: canLoadMore ? () => setLimit((was) => Math.min(MOST, was + PAGE)) : undefined,
    markKnown: (id?: number) =>
      act(() => call(actionKnown, id === undefined ? {} : { id }, { toast: false })),
    remove: (id: number) => act(() => call(actionDelete, { id }, { toast: false })),
    removeAll: () => act(() => call(actionDeleteAll, {}, { toast: false })),
  };
}
