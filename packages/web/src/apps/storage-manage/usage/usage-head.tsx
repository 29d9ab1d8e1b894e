import { Select, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { raidLabel } from '../data/disk-labels';
import type { UsagePool, UsageTab } from './use-usage-pool';

const TABS: readonly UsageTab[] = ['summary', 'reports', 'config'];

/** Title, the pool chosen and the tabs between the summary, the reports and the schedule. */
export function UsageHead({ tab, usage }: { tab: UsageTab; usage: UsagePool }) {
  const { t } = useTranslation();
  const { pools, pool, go } = usage;
  return (
    <>
      <div className="storage-page-head">
        <Typography.Title level={4}>{t('storage.usage.title')}</Typography.Title>
        {pool ? (
          <label className="usage-pool-choice">
            <span>{t('storage.usage.pool')}</span>
            <Select
              value={pool.id}
              onChange={(pid: string) => go(tab, pid)}
              options={pools.map((candidate) => ({
                value: candidate.id,
                label: `${candidate.name} · ${t(`storage.kind.${candidate.protocol}`)} ${raidLabel(candidate.raid_type)}`,
              }))}
              popupMatchSelectWidth={false}
              className="usage-pool-select"
              data-testid="usage-pool-select"
            />
          </label>
        ) : null}
      </div>
      {pool ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => go(key as UsageTab, pool.id)}
          items={TABS.map((key) => ({
            key,
            label: <span data-testid={`usage-tab-${key}`}>{t(`storage.usage.tabs.${key}`)}</span>,
          }))}
          className="usage-tabs"
        />
      ) : null}
    </>
  );
}
