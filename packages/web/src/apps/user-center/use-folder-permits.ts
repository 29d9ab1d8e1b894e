import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicPermit } from '@coffer/contract';
import {
  publicDirInfo,
  publicGetUserPermit,
  publicNewDir,
  publicSaveDirsPermit,
} from '@coffer/contract/calls/files';
import { call, unwrap } from '../../api/client';

const KEY = ['userCenter', 'folders'] as const;
const QUIET = { toast: false } as const;

/** Every group folder with its permits. */
export function useGroupFolders() {
  return useQuery({
    queryKey: [...KEY, 'all'],
    queryFn: async ({ signal }) => unwrap(await call(publicDirInfo, {}, { ...QUIET, signal })),
  });
}

/** One user's effective permission on every group folder, as the daemon resolves it. */
export function useUserFolderPermits(uid: number | null) {
  return useQuery({
    queryKey: [...KEY, 'user', uid],
    enabled: uid !== null,
    queryFn: async ({ signal }) =>
      unwrap(await call(publicGetUserPermit, { uid: uid ?? 0 }, { ...QUIET, signal })),
  });
}

function useInvalidateFolders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateGroupFolder() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: async (name: string) => unwrap(await call(publicNewDir, { name }, QUIET)),
    onSuccess: invalidate,
  });
}

export function useSaveFolderPermits() {
  const invalidate = useInvalidateFolders();
  return useMutation({
    mutationFn: async (input: { fid: number; permits: PublicPermit[] }) =>
      unwrap(await call(publicSaveDirsPermit, input, QUIET)),
    onSuccess: invalidate,
  });
}
