import { lazy, Suspense } from 'react';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import { TaskbarPopupPanel, useTaskbarPopup } from '../taskbar/taskbar-popup';
import { selectUnreadCount, useNoticeStore } from './notice-store';

// The centre's list is built on antd: fetched the first time the centre opens, in its own antd scope.
const NoticeCentrePanel = lazy(() => import('./notice-centre-panel'));

/** antd's Badge showed 99+ past this. */
const OVERFLOW = 99;

/** The taskbar's bell: the unread count, and the notification centre on click. */
export function NoticeCentreButton() {
  const { t } = useTranslation();
  const unread = useNoticeStore(selectUnreadCount);
  const popup = useTaskbarPopup('dialog');
  return (
    <span className="taskbar-popup-anchor">
      <button
        type="button"
        {...popup.triggerProps}
        className="taskbar-button notice-centre-button"
        data-testid="notice-centre-button"
        aria-label={t('notices.open')}
      >
        <SvgIcon icon={BellOutlined} aria-hidden />
        {unread > 0 && (
          <span className="taskbar-badge" data-testid="notice-centre-unread">
            {unread > OVERFLOW ? `${OVERFLOW}+` : unread}
          </span>
        )}
      </button>
      <TaskbarPopupPanel popup={popup} align="end" role="dialog" aria-label={t('notices.centreTitle')}>
        <Suspense
          fallback={
            <div className="taskbar-popup-loading" role="status" aria-label={t('window.loading')}>
              <span className="plain-spinner" />
            </div>
          }
        >
          <NoticeCentrePanel />
        </Suspense>
      </TaskbarPopupPanel>
    </span>
  );
}
