import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SambaAuditAction, SambaAuditSettings } from '@coffer/contract';
import { sambaAuditList, sambaAuditUpdate } from '@coffer/contract/calls/samba-audit';
import { call, unwrap } from '../../api/client';

const KEY = ['smbAudit'] as const;

export interface SmbAuditQuery {
  page: number;
  size: number;
  keyword: string;
  action: SambaAuditAction | undefined;
}

/** One page of the SMB audit log with the audit's settings (they come with every page). */
export function useSmbAuditList(query: SmbAuditQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: async ({ signal }) => {
      const keyword = query.keyword.trim();
      const payload = {
        page: query.page,
        size: query.size,
        ...(keyword ? { keyword } : {}),
        ...(query.action ? { action: query.action } : {}),
      };
      return unwrap(await call(sambaAuditList, payload, { toast: false, signal }));
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveSmbAuditSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SambaAuditSettings) =>
      unwrap(await call(sambaAuditUpdate, { data: JSON.stringify(settings) }, { toast: false })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
