import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { roleLabelKey } from '@coffer/contract';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { AvatarPicker } from '../../shell/avatar/avatar-picker';
import { useMyAvatar } from '../../shell/avatar/my-avatar';
import { AutoLockSetting } from '../../shell/lock/auto-lock-setting';
import { MyStorage } from './my-storage';

/** `me`: what the page knows of the signed-in account, from the session. */
export function AccountFacts() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const avatar = useMyAvatar();
  if (!session) return null;
  const text = (key: 'username' | 'nickname' | 'role' | 'keepLogin' | 'screenLock') =>
    t(`desktopShell.accountApp.${key}`);
  return (
    <div data-testid="my-account-me">
      <div className="my-account-head">
        <AvatarPicker
          uid={session.userid}
          own
          name={session.nickname || session.username}
          version={avatar.version}
          heading={
            <div>
              <Typography.Title level={4} className="my-account-name">
                {session.nickname || session.username}
              </Typography.Title>
              <Tag color="green">{t(roleLabelKey(mainRoleOf(session)))}</Tag>
            </div>
          }
        />
      </div>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          {
            key: 'username',
            label: text('username'),
            children: <span data-testid="my-account-username">{session.username}</span>,
          },
          {
            key: 'nickname',
            label: text('nickname'),
            children: session.nickname || (
              <Typography.Text type="secondary">{t('desktopShell.accountApp.notSet')}</Typography.Text>
            ),
          },
          {
            key: 'role',
            label: text('role'),
            children: <span data-testid="my-account-role">{t(roleLabelKey(mainRoleOf(session)))}</span>,
          },
          {
            key: 'keepLogin',
            label: text('keepLogin'),
            children: session.keepLogin
              ? t('desktopShell.accountApp.keepLoginOn')
              : t('desktopShell.accountApp.keepLoginOff'),
          },
        ]}
      />
      <MyStorage />
      <Typography.Title level={5} className="my-account-section">
        {text('screenLock')}
      </Typography.Title>
      <AutoLockSetting />
    </div>
  );
}
