import { Button, Empty } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { NoticeItem } from './notice-item';
import { useNoticeStore } from './notice-store';
import { dismissNotices } from './stored-notices';
import { useNow } from './use-now';

const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The list of the notification centre, newest first (GEN-11). */
export function NoticeCentre() {
  const { t } = useTranslation();
  const notices = useNoticeStore((state) => state.notices);
  const markRead = useNoticeStore((state) => state.markRead);
  const markAllRead = useNoticeStore((state) => state.markAllRead);
  const dismiss = (key: string) => void dismissNotices([key]);
  const clear = () => void dismissNotices(notices.map((notice) => notice.key));
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  return (
    <div className="notice-centre" data-testid="notice-centre">
      <div className="notice-centre__header">
        <span className="notice-centre__title">{t('notices.centreTitle')}</span>
        <span className="notice-centre__actions">
          <Button type="link" size="small" disabled={notices.every((n) => n.read)} onClick={markAllRead}>
            {t('notices.markAllRead')}
          </Button>
          <Button type="link" size="small" disabled={notices.length === 0} onClick={clear}>
            {t('notices.clear')}
          </Button>
        </span>
      </div>
      {notices.length === 0 ? (
        <Empty
          className="notice-centre__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('notices.empty')}
        />
      ) : (
        <ul className="notice-centre__list">
          {notices.map((notice) => (
            <NoticeItem key={notice.key} notice={notice} now={now} onRead={markRead} onDismiss={dismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
