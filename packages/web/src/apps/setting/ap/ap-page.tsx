import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { apStatus } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { SETTING_QUERY_KEY } from '../about/use-about-facts';
import { QueryPage } from '../query-page';

/**
 * `/setting/ap`: the access point. This machine has no Wi-Fi adapter and Coffer runs no access point
 * (no hostapd), so the page says what was looked for and offers nothing that would pretend.
 */
export function ApPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...SETTING_QUERY_KEY, 'ap'],
    queryFn: async ({ signal }) => unwrap(await call(apStatus, {}, { toast: false, signal })),
  });
  return (
    <QueryPage name="ap" query={query}>
      {(status) => {
        const reason = status.present
          ? t('setting.ap.presentText')
          : t('setting.ap.absentText', { looked: status.looked });
        return (
          <>
            <Alert
              type="info"
              showIcon
              data-testid={status.present ? 'ap-present' : 'ap-absent'}
              title={
                status.present
                  ? t('setting.ap.presentTitle', { adapters: status.adapters.join(', ') })
                  : t('setting.ap.absentTitle')
              }
              description={reason}
            />
            <Button className="setting-ap-open" disabled title={reason} data-testid="ap-open">
              {t('setting.ap.open')}
            </Button>
          </>
        );
      }}
    </QueryPage>
  );
}
