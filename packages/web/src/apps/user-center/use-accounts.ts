import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountFilesChoice, MainRole } from '@coffer/contract';
import {
  accountCreate,
  accountDelete,
  accountImport,
  accountList,
  accountModify,
  accountResetPassword,
} from '@coffer/contract/calls/accounts';
import {
  groupCreate,
  groupDelete,
  groupList,
  groupMembers,
  groupRename,
} from '@coffer/contract/calls/groups';
import { call, unwrap } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';

const KEY = ['userCenter'] as const;
const QUIET = { toast: false } as const;

/** Every account, once: the list is filtered and scrolled in the page (virtualised when long). */
export function useAccounts() {
  return useQuery({
    queryKey: [...KEY, 'accounts'],
    queryFn: async ({ signal }) => unwrap(await call(accountList, { limit: 10_000 }, { ...QUIET, signal })),
  });
}

export function useGroups() {
  return useQuery({
    queryKey: [...KEY, 'groups'],
    queryFn: async ({ signal }) => unwrap(await call(groupList, {}, { ...QUIET, signal })),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

function useAct<I, O>(act: (input: I) => Promise<O>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: act, onSuccess: invalidate });
}

export interface NewAccountInput {
  username: string;
  password: string;
  nickname: string;
  remark: string;
  mainRole: MainRole;
  groups: number[];
}

export function useCreateAccount() {
  return useAct(async ({ password, ...input }: NewAccountInput) =>
    unwrap(
      await callWithCredentials(accountCreate, { password }, (sealed) => ({ ...input, ...sealed }), QUIET),
    ),
  );
}

export function useModifyAccount() {
  return useAct(
    async (input: {
      uid: number;
      nickname?: string;
      remark?: string;
      mainRole?: MainRole;
      disabled?: boolean;
      groups?: number[];
    }) => unwrap(await call(accountModify, input, QUIET)),
  );
}

export function useResetPassword() {
  return useAct(async ({ uid, password }: { uid: number; password: string }) =>
    unwrap(
      await callWithCredentials(accountResetPassword, { password }, (sealed) => ({ uid, ...sealed }), QUIET),
    ),
  );
}

export function useDeleteAccount() {
  return useAct(async (input: { uid: number; files: AccountFilesChoice; receiver?: number }) =>
    unwrap(await call(accountDelete, input, QUIET)),
  );
}

export function useImportAccounts() {
  return useAct(async (csv: string) => unwrap(await call(accountImport, { csv }, QUIET)));
}

export function useCreateGroup() {
  return useAct(async (name: string) => unwrap(await call(groupCreate, { name }, QUIET)));
}

export function useRenameGroup() {
  return useAct(async (input: { id: number; name: string }) => unwrap(await call(groupRename, input, QUIET)));
}

export function useDeleteGroup() {
  return useAct(async (id: number) => unwrap(await call(groupDelete, { id }, QUIET)));
}

export function useGroupMembers() {
  return useAct(async (input: { id: number; add: number[]; remove: number[] }) =>
    unwrap(await call(groupMembers, input, QUIET)),
  );
}
