import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../app/plain-controls.css';

/** Quick loads would only flash a spinner, so it appears after this long. */
export const LOADING_DELAY_MS = 50;

export function DelayedLoading() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="app-window-loading" data-testid="window-loading" role="status">
      <span className="plain-spinner plain-spinner-large" aria-hidden />
      <span className="app-window-loading-text">{t('window.loading')}</span>
    </div>
  );
}
