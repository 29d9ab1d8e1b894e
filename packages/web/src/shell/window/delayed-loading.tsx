import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

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
      <Spin description={t('window.loading')} />
    </div>
  );
}
