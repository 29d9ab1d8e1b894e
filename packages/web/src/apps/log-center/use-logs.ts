import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogFilter } from '@coffer/contract';
import { logList, logSettingGet, logSettingSet } from '@coffer/contract/calls/logs';
import { call, unwrap } from '../../api/client';

const KEY = ['logCenter'] as const;

export function useLogList(filter: LogFilter, offset: number, limit: number) {
  return useQuery({
    queryKey: [...KEY, 'list', filter, offset, limit],
    queryFn: async ({ signal }) =>
      unwrap(await call(logList, { ...filter, offset, limit }, { toast: false, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useLogSetting() {
  return useQuery({
    queryKey: [...KEY, 'setting'],
    queryFn: async ({ signal }) => unwrap(await call(logSettingGet, {}, { toast: false, signal })),
  });
}

export function useSetLogSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (keepDays: number) => unwrap(await call(logSettingSet, { keepDays })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
