import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TaskbarPopupPanel, type TaskbarPopup } from './taskbar-popup';

/**
 * A taskbar popup whose content is a lazy chunk (built on antd, fetched the first time it opens):
 * a spinner while it loads.
 */
export function TaskbarLazyPanel({
  popup,
  label,
  children,
}: {
  popup: TaskbarPopup;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <TaskbarPopupPanel popup={popup} align="end" role="dialog" aria-label={label}>
      <Suspense
        fallback={
          <div className="taskbar-popup-loading" role="status" aria-label={t('window.loading')}>
            <span className="plain-spinner" />
          </div>
        }
      >
        {children}
      </Suspense>
    </TaskbarPopupPanel>
  );
}
