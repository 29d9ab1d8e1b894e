import { useTranslation } from '../i18n/use-translation';
import { PATHS } from '../app/guard-rules';
import { StatusPage } from './status-page';

/** A public page of SHELL-05 (share, tray, editor, lyric, find) that this device does not provide yet. */
export function PublicPlaceholderPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="public-placeholder"
      status="info"
      title={t('placeholder.pageTitle')}
      body={t('placeholder.pageBody')}
      linkTo={PATHS.login}
      linkText={t('placeholder.backToLogin')}
    />
  );
}
