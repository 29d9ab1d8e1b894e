import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Code,
  FILE_SERVICE_CALLS,
  type FileServiceConfig,
  type FileServiceName,
  type FileServiceStatus,
  type ServiceMapping,
} from '@coffer/contract';
import { call, CallError, unwrap } from '../../../api/client';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';

/** How often the services' states are read again while a page shows them. */
export const STATUS_REFRESH_MS = 3_000;

const key = (name: FileServiceName, ...rest: unknown[]) => [
  ...SETTING_QUERY_KEY,
  'fileServices',
  name,
  ...rest,
];

/** The daemon has no driver for this service yet (C128006): a state of its own, not a failure. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof CallError && String(error.result.code) === Code.fileServiceMissing;
}

const quiet = { toast: false } as const;

export function useServiceStatus(name: FileServiceName) {
  return useQuery({
    queryKey: key(name, 'status'),
    queryFn: async ({ signal }): Promise<FileServiceStatus> =>
      unwrap(await call(FILE_SERVICE_CALLS[name].status, {}, { ...quiet, signal })),
    refetchInterval: (query) => (isUnavailable(query.state.error) ? false : STATUS_REFRESH_MS),
    retry: false,
  });
}

export function useEnableService(name: FileServiceName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enable: boolean): Promise<FileServiceStatus> =>
      unwrap(await call(FILE_SERVICE_CALLS[name].enable, { enable }, quiet)),
    onSuccess: (status) => client.setQueryData(key(name, 'status'), status),
    // A refused start leaves the service as the daemon says it is now.
    onError: () => client.invalidateQueries({ queryKey: key(name, 'status') }),
  });
}

export function useServiceConfig<N extends FileServiceName>(name: N, enabled = true) {
  return useQuery({
    queryKey: key(name, 'config'),
    queryFn: async ({ signal }) =>
      unwrap(await call(FILE_SERVICE_CALLS[name].config, {}, { ...quiet, signal })) as FileServiceConfig<N>,
    retry: false,
    enabled,
  });
}

/** Sends the whole configuration as the JSON text of `data`; the page shows the answer or the refusal. */
export function useSaveServiceConfig<N extends FileServiceName>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (config: FileServiceConfig<N>) =>
      unwrap(
        await call(FILE_SERVICE_CALLS[name].config, { data: JSON.stringify(config) }, quiet),
      ) as FileServiceConfig<N>,
    onSuccess: (saved) => {
      client.setQueryData(key(name, 'config'), saved);
      void client.invalidateQueries({ queryKey: key(name, 'status') });
    },
  });
}

export function useRecycle(name: FileServiceName) {
  return useQuery({
    queryKey: key(name, 'recycle'),
    queryFn: async ({ signal }) =>
      unwrap(await call(FILE_SERVICE_CALLS[name].recycle, {}, { ...quiet, signal })),
    retry: false,
  });
}

export function useSetRecycle(name: FileServiceName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enable: boolean) =>
      unwrap(await call(FILE_SERVICE_CALLS[name].recycle, { enable }, quiet)),
    onSuccess: (answer) => client.setQueryData(key(name, 'recycle'), answer),
  });
}

export function useMappings(name: FileServiceName) {
  return useQuery({
    queryKey: key(name, 'mappings'),
    queryFn: async ({ signal }): Promise<ServiceMapping[]> =>
      unwrap(await call(FILE_SERVICE_CALLS[name].mappingList, {}, { ...quiet, signal })).list,
    retry: false,
  });
}

export type MappingAct = { act: 'rename'; id: number; name: string } | { act: 'del' | 'add'; id: number };

export function useMappingAct(name: FileServiceName) {
  const client = useQueryClient();
  const calls = FILE_SERVICE_CALLS[name];
  return useMutation({
    mutationFn: async (change: MappingAct): Promise<ServiceMapping> => {
      const result =
        change.act === 'rename'
          ? await call(calls.mappingRename, { id: change.id, name: change.name }, quiet)
          : await call(change.act === 'del' ? calls.mappingDel : calls.mappingAdd, { id: change.id }, quiet);
      return unwrap(result);
    },
    onSuccess: (mapping) =>
      client.setQueryData<ServiceMapping[]>(key(name, 'mappings'), (list) =>
        list?.map((item) => (item.id === mapping.id ? mapping : item)),
      ),
  });
}
