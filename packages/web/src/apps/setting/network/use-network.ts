import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkChange, networkDiagnose, networkRead } from '@coffer/contract/calls/network';
import { zNetInfo, zNetShow, type NetInfo, type NetworkApplied } from '@coffer/contract/calls/network-types';
import type { z } from 'zod';
import { call, CallError, unwrap } from '../../../api/client';

const KEY = ['setting', 'network'] as const;

/** Network codes the panel words itself (SET-NET-05): no generic reaction to 400, 404, 409 or 500. */
const QUIET = [400, 404, 409, 500];

/** The interfaces (IPv4 and IPv6 views are one list here) and how changes are applied. */
export function useNetwork() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => {
      const options = { toast: false, signal, quietCodes: QUIET };
      const [info, show] = await Promise.all([
        call(networkRead, { flag: 'net_info' }, options),
        call(networkRead, { flag: 'show' }, options),
      ]);
      return { info: zNetInfo.parse(unwrap(info)) as NetInfo, show: zNetShow.parse(unwrap(show)) };
    },
  });
}

export type NetworkFields = Partial<z.input<typeof networkChange.payload>>;

/** A change (update, create_bond, remove_bond); the panel shows what was, or would be, written. */
export function useNetworkChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (fields: NetworkFields): Promise<NetworkApplied> =>
      unwrap(await call(networkChange, fields, { toast: false, quietCodes: QUIET })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDiagnose() {
  return useMutation({
    mutationFn: async (fields: { name: string; host: string; port: string }) =>
      unwrap(await call(networkDiagnose, fields, { toast: false, quietCodes: QUIET })),
  });
}

/** The field problems of a refused change (`data.errors`), by field. */
export function fieldProblems(error: unknown): Record<string, { code: number | string }> {
  if (!(error instanceof CallError)) return {};
  const data = error.result.data as { errors?: { field: string; code: number | string }[] } | null;
  return Object.fromEntries((data?.errors ?? []).map((problem) => [problem.field, problem]));
}
