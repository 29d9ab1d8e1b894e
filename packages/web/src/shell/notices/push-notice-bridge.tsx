import { useEffect } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { Role } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { onPush } from '../push/push-bus';
import { noticeContent } from './notice-content';
import { addNotice } from './notice-store';
import type { NoticeBody } from './notice-types';
import { NOTICE_PUSH_KINDS, noticeFromPush } from './push-to-notice';
import './notice-centre.css';

export interface PushNoticeBridgeProps {
  /** PUSH-07's "disable this account now": the user locks their own account (`/account/self/disable`). */
  onDisableAccount?: () => Promise<unknown>;
}

/**
 * Turns push events into notices of the centre (PUSH-07); a sign-in on another device also pops up
 * at once, since it may be someone else using the account.
 */
export function PushNoticeBridge({ onDisableAccount }: PushNoticeBridgeProps) {
  const { notification, modal } = App.useApp();
  const { t } = useTranslation();
  const mainRole = useSessionStore((state) => (state.session ? mainRoleOf(state.session) : null));
  // The super administrator is never disabled: the device always keeps its owner (C112002).
  const isOwner = mainRole === Role.master;

  useEffect(() => {
    const confirmDisable = (key: string, run: () => Promise<unknown>) =>
      modal.confirm({
        title: t('notices.disableAccountConfirmTitle'),
        content: t('notices.disableAccountConfirmBody'),
        okText: t('notices.disableAccount'),
        okButtonProps: { danger: true, 'data-testid': 'disable-account-confirm' } as ButtonProps,
        onOk: async () => {
          notification.destroy(key);
          await run();
        },
      });

    const popUpLogin = (key: string, body: Extract<NoticeBody, { kind: 'newDeviceLogin' }>) => {
      const { title, description } = noticeContent(body, t);
      const disable = body.uid > 0 ? onDisableAccount : undefined;
      notification.warning({
        key,
        title,
        description: (
          <>
            <div>{description}</div>
            <p className="new-device-login-notice__hint">
              {t(isOwner ? 'notices.newDeviceLoginOwnerHint' : 'notices.newDeviceLoginHint')}
            </p>
          </>
        ),
        duration: 0,
        props: { 'data-testid': 'new-device-login-notice' },
        actions: disable ? (
          <Button
            danger
            size="small"
            disabled={isOwner}
            title={isOwner ? t('notices.disableAccountOwnerReason') : undefined}
            onClick={() => confirmDisable(key, disable)}
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
  }, [notification, modal, t, isOwner, onDisableAccount]);

  return null;
}
