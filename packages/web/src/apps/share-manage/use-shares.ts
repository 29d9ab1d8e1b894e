import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shareAuditList,
  shareConfigGet,
  shareConfigSet,
  shareCreate,
  shareDelete,
  shareList,
  shareModify,
} from '@coffer/contract/calls/shares';
import { call, unwrap } from '../../api/client';

const KEY = ['shareManage'] as const;

export function useShareList(all: boolean) {
  return useQuery({
    queryKey: [...KEY, 'list', all],
    queryFn: async ({ signal }) =>
      unwrap(await call(shareList, { all, limit: 1000 }, { toast: false, signal })),
  });
}

export function useShareAudit(all: boolean) {
  return useQuery({
    queryKey: [...KEY, 'audit', all],
    queryFn: async ({ signal }) =>
      unwrap(await call(shareAuditList, { all, limit: 500 }, { toast: false, signal })),
  });
}

export function useShareConfig() {
  return useQuery({
    queryKey: [...KEY, 'config'],
    queryFn: async ({ signal }) => unwrap(await call(shareConfigGet, {}, { toast: false, signal })),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateShare() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { path: string; expire: number; code: string }) =>
      unwrap(await call(shareCreate, input, { toast: false })),
    onSuccess: invalidate,
  });
}

export function useModifyShare() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { id: string; expire?: number; code?: string }) =>
      unwrap(await call(shareModify, input, { toast: false })),
    onSuccess: invalidate,
  });
}

export function useDeleteShares() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (ids: string[]) => unwrap(await call(shareDelete, { ids })),
    onSuccess: invalidate,
  });
}

export function useSetShareConfig() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { connect_type: 0 | 2; domain: string }) =>
      unwrap(await call(shareConfigSet, input, { toast: false })),
    onSuccess: invalidate,
  });
}
