import { lazy } from 'react';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import { TaskbarBadge } from '../taskbar/taskbar-badge';
import { TaskbarLazyPanel } from '../taskbar/taskbar-lazy-panel';
import { useTaskbarPopup } from '../taskbar/taskbar-popup';
import { selectUnreadCount, useNoticeStore } from './notice-store';

// The centre's list is built on antd: fetched the first time the centre opens, in its own antd scope.
const NoticeCentrePanel = lazy(() => import('./notice-centre-panel'));

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
        <TaskbarBadge count={unread} testId="notice-centre-unread" />
      </button>
      <TaskbarLazyPanel popup={popup} label={t('notices.centreTitle')}>
        <NoticeCentrePanel />
      </TaskbarLazyPanel>
    </span>
  );
}
