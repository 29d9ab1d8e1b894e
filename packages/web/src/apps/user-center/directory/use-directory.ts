import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectorySettings } from '@coffer/contract';
import {
  directoryAccounts,
  directoryDisconnect,
  directoryGet,
  directoryImport,
  directorySave,
  directoryTest,
} from '@coffer/contract/calls/directory';
import { call, unwrap } from '../../../api/client';
import { callWithCredentials } from '../../../api/credentials/device-key';

/** Under the user center's key, so an import refreshes its accounts and groups too. */
const KEY = ['userCenter', 'directory'] as const;
const QUIET = { toast: false } as const;

/** The connection as the form holds it; an empty bind password keeps the stored one. */
export type DirectoryFormValues = DirectorySettings & { bindPassword: string };

export function useDirectoryState() {
  return useQuery({
    queryKey: [...KEY, 'state'],
    queryFn: async ({ signal }) => unwrap(await call(directoryGet, {}, { ...QUIET, signal })),
  });
}

export function useDirectoryAccounts() {
  return useQuery({
    queryKey: [...KEY, 'accounts'],
    queryFn: async ({ signal }) => unwrap(await call(directoryAccounts, {}, { ...QUIET, signal })),
  });
}

async function testConnection({ bindPassword, ...settings }: DirectoryFormValues) {
  if (!bindPassword) return unwrap(await call(directoryTest, { ...settings, bindPassword: '' }, QUIET));
  return unwrap(
    await callWithCredentials(
      directoryTest,
      { bindPassword },
      (sealed) => ({ ...settings, ...sealed }),
      QUIET,
    ),
  );
}

async function saveConnection({ bindPassword, ...settings }: DirectoryFormValues) {
  if (!bindPassword) return unwrap(await call(directorySave, { ...settings, bindPassword: '' }, QUIET));
  return unwrap(
    await callWithCredentials(
      directorySave,
      { bindPassword },
      (sealed) => ({ ...settings, ...sealed }),
      QUIET,
    ),
  );
}

export function useDirectoryTest() {
  return useMutation({ mutationFn: testConnection });
}

function useRefreshing<I, O>(act: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: () => client.invalidateQueries({ queryKey: ['userCenter'] }),
  });
}

export function useDirectorySave() {
  return useRefreshing(saveConnection);
}

export function useDirectoryImport() {
  return useRefreshing(async () => unwrap(await call(directoryImport, {}, QUIET)));
}

export function useDirectoryDisconnect() {
  return useRefreshing(async () => unwrap(await call(directoryDisconnect, {}, QUIET)));
}
