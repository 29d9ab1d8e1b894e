import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { ADMIN_ROLES } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { onPush } from '../push/push-bus';
import { noticeContent } from './notice-content';
import { addNotice } from './notice-store';
import type { NoticeBody } from './notice-types';
import { NOTICE_PUSH_KINDS, noticeFromPush } from './push-to-notice';
import './notice-centre.css';

export interface PushNoticeBridgeProps {
  /** PUSH-07's "disable this account now", offered to administrators (`/account/disable`). */
  onDisableAccount?: (account: { uid: number; username: string }) => void;
}

/**
 * Turns push events into notices of the centre (PUSH-07); a sign-in on another device also pops up
 * at once, since it may be someone else using the account.
 */
export function PushNoticeBridge({ onDisableAccount }: PushNoticeBridgeProps) {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const mainRole = useSessionStore((state) => (state.session ? mainRoleOf(state.session) : null));
  const isAdmin = mainRole !== null && ADMIN_ROLES.includes(mainRole);

  useEffect(() => {
    const popUpLogin = (key: string, body: Extract<NoticeBody, { kind: 'newDeviceLogin' }>) => {
      const { title, description } = noticeContent(body, t);
      const disable = isAdmin && body.uid > 0 && onDisableAccount;
      notification.warning({
        key,
        title,
        description: (
          <>
            <div>{description}</div>
            <p className="new-device-login-notice__hint">{t('notices.newDeviceLoginHint')}</p>
          </>
        ),
        duration: 0,
        props: { 'data-testid': 'new-device-login-notice' },
        actions: disable ? (
          <Button
            danger
            size="small"
            onClick={() => {
              notification.destroy(key);
              onDisableAccount({ uid: body.uid, username: body.username });
            }}
          >
            {t('notices.disableAccount')}
          </Button>
        ) : undefined,
      });
    };

    const stops = NOTICE_PUSH_KINDS.map((kind) =>
      onPush(kind, (_data, event) => {
        const notice = noticeFromPush(event);
        if (!notice) return;
        addNotice(notice);
        if (notice.body.kind === 'newDeviceLogin') popUpLogin(notice.key, notice.body);
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [notification, t, isAdmin, onDisableAccount]);

  return null;
}
