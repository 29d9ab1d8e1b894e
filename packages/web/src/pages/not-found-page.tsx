import { useTranslation } from '../i18n/use-translation';
import { PATHS } from '../app/guard-rules';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="page-404"
      status="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      linkTo={PATHS.desktop}
      linkText={t('notFound.backHome')}
    />
  );
}
