import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticeCentre } from './notice-centre';
import { selectUnreadCount, useNoticeStore } from './notice-store';
import './notice-centre.css';

/** The taskbar's bell: the unread count, and the notification centre on click. */
export function NoticeCentreButton() {
  const { t } = useTranslation();
  const unread = useNoticeStore(selectUnreadCount);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topRight"
      arrow={false}
      content={<NoticeCentre />}
      destroyOnHidden
    >
      <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          className="notice-centre-button"
          data-testid="notice-centre-button"
          aria-label={t('notices.open')}
          icon={<BellOutlined />}
        />
      </Badge>
    </Popover>
  );
}
