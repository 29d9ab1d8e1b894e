import { quotaMine } from '@coffer/contract/calls/quota';
import { useQuery } from '@tanstack/react-query';
import { Alert, Progress, Skeleton, Typography } from 'antd';
import { call, unwrap } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../../shell/format/format-size';

/** The signed-in user's own storage: used of their limit, with a bar (issue 16 §4). */
export function MyStorage() {
  const { t } = useTranslation();
  const mine = useQuery({
    queryKey: ['myAccount', 'quota'],
    queryFn: async ({ signal }) => unwrap(await call(quotaMine, {}, { toast: false, signal })),
  });
  const title = (
    <Typography.Title level={5} className="my-account-section">
      {t('desktopShell.accountApp.storage')}
    </Typography.Title>
  );
  if (mine.isPending)
    return (
      <>
        {title}
        <Skeleton active paragraph={{ rows: 1 }} />
      </>
    );
  if (mine.isError) {
    return (
      <>
        {title}
        <Alert type="error" showIcon message={t('desktopShell.accountApp.storageLoadFailed')} />
      </>
    );
  }
  const { entry } = mine.data;
  if (entry.state === 'nopool' || entry.state === 'unenforceable') {
    const key = entry.state === 'nopool' ? 'storageNoPool' : 'storageUnenforceable';
    return (
      <>
        {title}
        <Typography.Text type="secondary" data-testid="my-storage">
          {t(`desktopShell.accountApp.${key}`)}
        </Typography.Text>
      </>
    );
  }
  const used = formatSize(entry.used ?? 0);
  if (entry.limit === null) {
    return (
      <>
        {title}
        <Typography.Text data-testid="my-storage">
          {t('desktopShell.accountApp.storageNoLimit', { used })}
        </Typography.Text>
      </>
    );
  }
  const percent = Math.min(100, Math.round(((entry.used ?? 0) / entry.limit) * 1000) / 10);
  return (
    <>
      {title}
      <div data-testid="my-storage">
        <Typography.Text>
          {t('desktopShell.accountApp.storageUsedOf', { used, limit: formatSize(entry.limit) })}
        </Typography.Text>
        <Progress percent={percent} status={percent >= 100 ? 'exception' : 'normal'} />
        {percent >= 100 ? (
          <Alert type="warning" showIcon message={t('desktopShell.accountApp.storageFull')} />
        ) : null}
      </div>
    </>
  );
}
