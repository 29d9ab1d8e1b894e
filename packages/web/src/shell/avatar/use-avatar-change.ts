import { useMutation } from '@tanstack/react-query';
import {
  accountAvatarRemove,
  accountAvatarSet,
  avatarRemoveMine,
  avatarSetMine,
} from '@coffer/contract/calls/avatars';
import { call, unwrap } from '../../api/client';
import { avatarChanged } from './my-avatar';

const QUIET = { toast: false } as const;

/**
 * Sets or removes an avatar: one's own (`uid` undefined) or, for an administrator, an account's.
 * A change to the signed-in account's own shows at once in the taskbar; `onChanged` lets the
 * caller follow the new version and refresh its own lists.
 */
export function useAvatarChange(uid: number | undefined, onChanged?: (version: number) => void) {
  const done = ({ uid: changed, avatar }: { uid: number; avatar: number }) => {
    avatarChanged(changed, avatar);
    onChanged?.(avatar);
  };
  const set = useMutation({
    mutationFn: async (file: Blob) =>
      unwrap(
        uid === undefined
          ? await call(avatarSetMine, {}, { ...QUIET, body: file })
          : await call(accountAvatarSet, { uid }, { ...QUIET, body: file }),
      ),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(
        uid === undefined
          ? await call(avatarRemoveMine, {}, QUIET)
          : await call(accountAvatarRemove, { uid }, QUIET),
      ),
    onSuccess: done,
  });
  return { set, remove };
}
