import { useTranslation } from '../i18n/use-translation';
import { PATHS } from '../app/guard-rules';
import { StatusPage } from './status-page';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-401"
      status="403"
      title={t('unauthorized.title')}
      body={t('unauthorized.body')}
      linkTo={PATHS.desktop}
      linkText={t('unauthorized.backHome')}
    />
  );
}
