import { AppstoreOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The honest state of an app the catalogue lists but this device does not provide yet. */
export function UnavailableApp() {
  const { t } = useTranslation();
  return (
    <Result
      className="app-unavailable"
      data-testid="app-unavailable"
      icon={<AppstoreOutlined />}
      title={t('window.unavailableTitle')}
      subTitle={t('window.unavailableBody')}
    />
  );
}
