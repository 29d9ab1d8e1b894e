import { lazy, useEffect } from 'react';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import { useTranslation } from '../../i18n/use-translation';
import { SvgIcon } from '../icons/svg-icon';
import { onPush, onPushRegistered } from '../push/push-bus';
import { TaskbarBadge } from '../taskbar/taskbar-badge';
import { TaskbarLazyPanel } from '../taskbar/taskbar-lazy-panel';
import { useTaskbarPopup } from '../taskbar/taskbar-popup';
import { useFeedCount } from './action-feed-count';

// The feed's list is built on antd: fetched the first time it opens, in its own antd scope.
const ActionFeedPanel = lazy(() => import('./action-feed-panel'));

/** How often the badge asks `/action/new` while nothing else prompts it. */
const COUNT_EVERY_MS = 60_000;

/** The taskbar's "my activity" button: the count of new entries, and the user's feed on click. */
export function ActionFeedButton() {
  const { t } = useTranslation();
  const count = useFeedCount((state) => state.count);
  const refresh = useFeedCount((state) => state.refresh);
  const popup = useTaskbarPopup('dialog');

  useEffect(() => {
    const ask = () => void refresh();
    ask();
    const timer = setInterval(ask, COUNT_EVERY_MS);
    // A new device's sign-in is an entry of the feed too; a reconnection may have missed others.
    const stops = [onPushRegistered(ask), onPush('new_device_login', ask)];
    return () => {
      clearInterval(timer);
      stops.forEach((stop) => stop());
    };
  }, [refresh]);

  return (
    <span className="taskbar-popup-anchor">
      <button
        type="button"
        {...popup.triggerProps}
        className="taskbar-button action-feed-button"
        data-testid="action-feed-button"
        aria-label={
          count > 0
            ? `${t('actionFeed.open')} · ${t('actionFeed.newCount', { count })}`
            : t('actionFeed.open')
        }
        title={t('actionFeed.open')}
      >
        <SvgIcon icon={HistoryOutlined} aria-hidden />
        <TaskbarBadge count={count} testId="action-feed-count" />
      </button>
      <TaskbarLazyPanel popup={popup} label={t('actionFeed.title')}>
        <ActionFeedPanel />
      </TaskbarLazyPanel>
    </span>
  );
}
