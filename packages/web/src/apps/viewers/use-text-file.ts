import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client';
import { fileTextRead } from '@coffer/contract/calls/transfers';

export function textFileKey(path: string) {
  return ['viewers', 'text', path] as const;
}

/** A text file's content as the daemon decoded it, with the mtime a save must match. */
export function useTextFile(path: string) {
  return useQuery({
    queryKey: textFileKey(path),
    enabled: path !== '',
    // What is on screen is what was read: another read would overwrite a person's edits.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }) => unwrap(await call(fileTextRead, { path }, { toast: false, signal })),
  });
}
