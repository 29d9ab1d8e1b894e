import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../shell/format';
import { useIsMaster } from '../data/use-is-master';
import { ReasonButton } from './reason-button';
import { usageBlock, usageBlockKey } from './usage-actions';
import { USAGE_QUERY_KEY } from './use-usage-queries';

export interface ScanButtonProps {
  pool: PoolInfo;
  scanning: boolean;
  primary?: boolean;
  /** The scan's job, once the engine has started it. */
  onStarted: (jobId: string) => void;
  /** The engine's refusal, shown by the page where the user is. */
  onRefused: (message: string) => void;
}

/** "Analyse now": starts a scan of the pool (detail/start), or says why it cannot. */
export function ScanButton({ pool, scanning, primary, onStarted, onRefused }: ScanButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const isMaster = useIsMaster();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const block = usageBlock('scan', { isMaster, pool, scanning });

  const start = async () => {
    setBusy(true);
    try {
      const result = await call(CALLS.usageDetailStart, { pid: pool.id }, { toast: false });
      if (!result.success) {
        onRefused(result.message);
        return;
      }
      onStarted(result.data.jobId);
      toast.success(t('storage.usage.scanStarted', { name: pool.name }));
      await queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReasonButton
      type={primary ? 'primary' : 'default'}
      loading={busy}
      reason={block ? t(usageBlockKey(block)) : null}
      onClick={() => void start()}
      data-testid="usage-scan-now"
    >
      {t('storage.usage.scanNow')}
    </ReasonButton>
  );
}
