import { useTranslation } from '../i18n/use-translation';
import './plain-controls.css';

/** The router's chunk did not arrive: the page has nothing else to show, so it offers a reload. */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="status-page" role="alert" data-testid="page-load-failed">
      <p>{t('request.network')}</p>
      <button type="button" className="plain-btn" onClick={() => location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
