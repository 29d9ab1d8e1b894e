import { Role, type AccountEntry, type MainRole } from '@coffer/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Viewer } from './account-actions';
import { errorText } from './call-error';
import { useQuotaList, useSetQuota } from './use-quotas';
import { useViewer } from './use-viewer';

/** The editor's storage limit: what it shows, whether it changed, and its save after the account's. */
export interface QuotaDraft {
  /** The limit in bytes, null for none; undefined until the current limit is read. */
  limit: number | null | undefined;
  setLimit: (limit: number | null) => void;
  /** Whether the viewer may set this account's limit (the daemon's rule, quota-rules.ts). */
  allowed: boolean;
  /** Sets the limit of the saved account when it changed; a failure is told in a toast. */
  save: (uid: number) => Promise<void>;
}

/** The super administrator sets anyone's limit; an operations administrator an ordinary user's only. */
export function mayLimit(viewer: Viewer, target: { uid: number; mainRole: MainRole } | null): boolean {
  if (viewer.mainRole === Role.master) return true;
  if (target === null) return viewer.mainRole === Role.devOps;
  return viewer.mainRole === Role.devOps && target.mainRole === Role.user && target.uid !== viewer.uid;
}

export function useQuotaDraft(entry: AccountEntry | null): QuotaDraft {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const viewer = useViewer();
  const quotas = useQuotaList();
  const setQuota = useSetQuota();
  const stored = entry === null ? null : quotas.data?.items.find((item) => item.uid === entry.uid)?.limit;
  const [edited, setEdited] = useState<number | null | undefined>(undefined);
  const limit =
    edited !== undefined ? edited : quotas.isPending && entry !== null ? undefined : (stored ?? null);
  return {
    limit,
    setLimit: setEdited,
    allowed: mayLimit(viewer, entry),
    save: async (uid) => {
      if (edited === undefined || edited === (stored ?? null)) return;
      await setQuota.mutateAsync({ uid, limit: edited }).catch((error: unknown) => {
        void message.error(t('userQuota.field.failed', { reason: errorText(error) ?? '' }));
      });
    },
  };
}
