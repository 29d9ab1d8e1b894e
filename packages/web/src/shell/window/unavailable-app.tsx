import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import { AppState } from './app-state';
import './window.css';

/** The honest state of an app the catalogue lists but this device does not provide yet. */
export function UnavailableApp() {
  const { t } = useTranslation();
  return (
    <AppState
      className="app-unavailable"
      data-testid="app-unavailable"
      icon={<SvgIcon icon={AppstoreOutlined} />}
      title={t('window.unavailableTitle')}
      subTitle={t('window.unavailableBody')}
    />
  );
}
