import { Alert, Button, Empty, Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** Loading, no path and failure of a text viewer, the same in both. */
export function TextLoadState({
  path,
  error,
  onRetry,
}: {
  path: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!path) return <Empty className="viewer-empty" description={t('viewers.noPath')} />;
  if (error)
    return (
      <Alert
        className="viewer-error"
        type="error"
        showIcon
        message={t('viewers.loadFailed')}
        description={error.message}
        action={<Button onClick={onRetry}>{t('viewers.retry')}</Button>}
        data-testid="viewer-error"
      />
    );
  return <Spin className="viewer-loading" tip={t('viewers.loading')} />;
}
