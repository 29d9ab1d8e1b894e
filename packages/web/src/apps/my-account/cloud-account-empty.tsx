import { Empty, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** `zspace`: the provider's cloud account, which a LAN-only device cannot reach (DECISIONS). */
export function CloudAccountEmpty() {
  const { t } = useTranslation();
  return (
    <Empty
      className="my-account-empty"
      data-testid="my-account-zspace"
      description={
        <>
          <Typography.Title level={5}>{t('desktopShell.accountApp.zspaceTitle')}</Typography.Title>
          <Typography.Text type="secondary">{t('desktopShell.accountApp.zspaceBody')}</Typography.Text>
        </>
      }
    />
  );
}
