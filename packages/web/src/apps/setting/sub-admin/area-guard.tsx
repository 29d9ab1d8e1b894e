import type { ReactNode } from 'react';
import { Alert, ConfigProvider } from 'antd';
import type { SubAdminArea } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { AREA_CLOSED_KEY, useAreaClosed } from './use-sub-admin-areas';

/**
 * A settings panel as an operations administrator sees it when the master closed its area: the
 * reason on top, the readings as they are, and every control of the panel disabled (antd's disabled
 * context) but those in a ReadingScope.
 */
export function AreaGuard({ area, children }: { area: SubAdminArea | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const closed = useAreaClosed(area);
  if (!closed || !area) return <>{children}</>;
  return (
    <>
      <Alert
        className="setting-area-closed-alert"
        type="info"
        showIcon
        data-testid="setting-area-closed"
        title={t(AREA_CLOSED_KEY, { area: t(`setting.subAdmin.areas.${area}`) })}
      />
      <ConfigProvider componentDisabled>{children}</ConfigProvider>
    </>
  );
}
