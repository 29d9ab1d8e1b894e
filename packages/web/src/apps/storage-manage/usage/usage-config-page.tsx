import { useState } from 'react';
import { Alert, Card, Radio, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../shell/format';
import { useIsMaster } from '../data/use-is-master';
import { ReasonButton } from './reason-button';
import { usageBlock, usageBlockKey } from './usage-actions';
import { UsageFrame, UsageLoadError } from './usage-frame';
import { USAGE_QUERY_KEY, useUsageConfig } from './use-usage-queries';

const SCHEDULES = ['off', 'daily', 'weekly'] as const;
type Schedule = (typeof SCHEDULES)[number];

function UsageConfig({ pool }: { pool: PoolInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const isMaster = useIsMaster();
  const queryClient = useQueryClient();
  const config = useUsageConfig(pool.id);
  const [choice, setChoice] = useState<Schedule | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (config.isPending) return <Spin className="storage-loading" />;
  if (config.isError)
    return (
      <UsageLoadError
        title={t('storage.usage.config.loadFailed')}
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    );

  const block = usageBlock('schedule', { isMaster, pool, scanning: false });
  const schedule = choice ?? config.data.schedule;
  const unchanged = schedule === config.data.schedule;

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await call(CALLS.usageConfigSet, { pid: pool.id, schedule }, { toast: false });
      if (!result.success) {
        setRefusal(result.message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      setChoice(null);
      toast.success(t('storage.usage.config.saved', { name: pool.name }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('storage.usage.config.schedule')} className="usage-config-card">
      <div className="usage-config">
        {block ? (
          <span className="usage-read-only" data-testid="usage-config-read-only">
            <LockOutlined /> {t(usageBlockKey(block))}
          </span>
        ) : null}
        <Radio.Group
          className="usage-schedule"
          value={schedule}
          disabled={block !== null}
          onChange={(event) => setChoice(event.target.value as Schedule)}
          data-testid="usage-schedule"
        >
          {SCHEDULES.map((value) => (
            <Radio key={value} value={value} data-testid={`usage-schedule-${value}`}>
              {t(`storage.usage.config.${value}`)}
              <span className="usage-schedule-help">{t(`storage.usage.config.${value}Help`)}</span>
            </Radio>
          ))}
        </Radio.Group>
        <p className="usage-muted">{t('storage.usage.config.checked')}</p>
        {refusal ? (
          <Alert
            type="error"
            showIcon
            className="usage-note"
            data-testid="usage-config-refused"
            title={refusal}
          />
        ) : null}
        <ReasonButton
          type="primary"
          loading={busy}
          reason={block ? t(usageBlockKey(block)) : unchanged ? t('storage.usage.config.unchanged') : null}
          onClick={() => void save()}
          data-testid="usage-config-save"
        >
          {t('storage.usage.config.save')}
        </ReasonButton>
      </div>
    </Card>
  );
}

/** useAnalysisConfig: how often the chosen pool is analysed by itself (off, daily, weekly). */
export default function UsageConfigPage() {
  return <UsageFrame tab="config">{(pool) => <UsageConfig key={pool.id} pool={pool} />}</UsageFrame>;
}
