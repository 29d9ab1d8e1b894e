import { useState, type ReactNode } from 'react';
import { BgColorsOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '@coffer/contract';
import { signOutByUser } from '../../app/sign-out';
import { LanguageSwitch } from '../../i18n/language-switch';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { dialogs } from '../dialogs/dialogs';
import { lockNow } from '../lock/lock-actions';
import { useWindowStore } from '../window-manager/window-store';

/** The do-not-remind key of the sign-out question asked while windows are open (DLG-04). */
const SIGN_OUT_REMINDER = 'signOutWithOpenWindows';

interface UserMenuProps {
  onMyAccount: () => void;
  onChangeWallpaper: () => void;
}

function MenuItem(props: {
  icon: ReactNode;
  label: string;
  testId: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <Button
      type="text"
      block
      className="user-menu-item"
      icon={props.icon}
      loading={props.loading}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

/** The signed-in user on the taskbar; the menu holds my account, wallpaper, language, lock, sign out. */
export function UserMenu({ onMyAccount, onChangeWallpaper }: UserMenuProps) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;

  const close = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  const signOut = async () => {
    const count = Object.keys(useWindowStore.getState().windows).length;
    const leave =
      count === 0 ||
      (await dialogs.confirm({
        title: t('desktopShell.signOutTitle'),
        message: t('desktopShell.signOutOpenWindows', { count }),
        doNotRemindKey: SIGN_OUT_REMINDER,
      }));
    if (!leave) return;
    setLeaving(true);
    await signOutByUser();
  };

  const menu = (
    <div className="user-menu" data-testid="user-menu">
      <MenuItem
        icon={<UserOutlined />}
        label={t('desktopShell.myAccount')}
        testId="user-menu-my-account"
        onClick={close(onMyAccount)}
      />
      <MenuItem
        icon={<BgColorsOutlined />}
        label={t('desktopShell.changeWallpaper')}
        testId="user-menu-wallpaper"
        onClick={close(onChangeWallpaper)}
      />
      <div className="user-menu-language">
        <span>{t('desktopShell.language')}</span>
        <LanguageSwitch />
      </div>
      <MenuItem
        icon={<LockOutlined />}
        label={t('desktopShell.lock')}
        testId="user-menu-lock"
        onClick={close(() => void lockNow())}
      />
      <MenuItem
        icon={<LogoutOutlined />}
        label={t('desktopShell.signOut')}
        testId="desktop-signout"
        loading={leaving}
        onClick={close(() => void signOut())}
      />
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topRight"
      arrow={false}
      content={menu}
    >
      <button
        type="button"
        className="taskbar-user"
        aria-label={t('desktopShell.userMenu')}
        data-testid="desktop-user-menu"
      >
        <Avatar size={28} icon={<UserOutlined />} className="taskbar-user-avatar" />
        <span className="taskbar-user-text">
          <span className="taskbar-user-name" data-testid="desktop-user">
            {session.username}
          </span>
          <span className="taskbar-user-role" data-testid="desktop-role">
            {t(roleLabelKey(mainRoleOf(session)))}
          </span>
        </span>
      </button>
    </Popover>
  );
}
