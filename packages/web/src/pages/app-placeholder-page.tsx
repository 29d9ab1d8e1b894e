import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../app/guard-rules';
import { StatusPage } from './status-page';

/** A signed-in app that this device does not provide yet; says so plainly. */
export function AppPlaceholderPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="app-placeholder"
      status="info"
      icon={<AppstoreOutlined />}
      title={t('placeholder.appTitle')}
      body={t('placeholder.appBody')}
      linkTo={PATHS.desktop}
      linkText={t('placeholder.backToDesktop')}
    />
  );
}
