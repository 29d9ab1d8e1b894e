import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { formatRelativeTime } from '../format/relative-time';
import { noticeContent } from './notice-content';
import type { Notice } from './notice-types';

export interface NoticeItemProps {
  notice: Notice;
  now: number;
  onRead: (key: string) => void;
  onDismiss: (key: string) => void;
}

export function NoticeItem({ notice, now, onRead, onDismiss }: NoticeItemProps) {
  const { t } = useTranslation();
  const { title, description } = noticeContent(notice.body, t);
  const className = `notice-item notice-item--${notice.level}${notice.read ? '' : ' notice-item--unread'}`;
  return (
    <li className={className} data-testid={`notice-${notice.key}`} onClick={() => onRead(notice.key)}>
      <span className="notice-item__dot" aria-hidden />
      <div className="notice-item__main">
        <div className="notice-item__title">{title}</div>
        {description && <div className="notice-item__description">{description}</div>}
        <div className="notice-item__time">{formatRelativeTime(notice.time, now, t)}</div>
      </div>
      <Button
        type="text"
        size="small"
        className="notice-item__dismiss"
        aria-label={t('notices.dismiss')}
        icon={<CloseOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          onDismiss(notice.key);
        }}
      />
    </li>
  );
}
