import { useEffect, useId, useState, type ReactNode } from 'react';
import BgColorsOutlined from '@ant-design/icons-svg/es/asn/BgColorsOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { AccountAvatar } from '../avatar/account-avatar';
import { useMyAvatar } from '../avatar/my-avatar';
import { useTranslation } from '../../i18n/use-translation';
import { Role, roleLabelKey, type Lang } from '@coffer/contract';
import { signOutByUser } from '../../app/sign-out';
import { changeLanguage } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { dialogs } from '../dialogs/dialogs';
import { lockNow } from '../lock/lock-actions';
import {
  focusFirstMenuItem,
  onMenuKeyDown,
  TaskbarPopupPanel,
  useTaskbarPopup,
} from '../taskbar/taskbar-popup';
import { useWindowStore } from '../window-manager/window-store';

/** The do-not-remind key of the sign-out question asked while windows are open (DLG-04). */
const SIGN_OUT_REMINDER = 'signOutWithOpenWindows';

interface UserMenuProps {
  onMyAccount: () => void;
  onChangeWallpaper: () => void;
  /** RHELP-08: the administrator's remote-assistance entry; the menu shows it to the master only. */
  onRemoteHelp: () => void;
}

function MenuItem(props: {
  icon: ReactNode;
  label: string;
  testId: string;
  onClick: () => void;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className="plain-btn plain-btn-text plain-btn-block user-menu-item"
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      <span className="user-menu-item-icon" aria-hidden>
        {props.busy ? <span className="plain-btn-spinner" /> : props.icon}
      </span>
      {props.label}
    </button>
  );
}

/** zh-CN / English as two radio items of the menu; the choice is remembered on this browser. */
function LanguageItems() {
  const { t, i18n } = useTranslation();
  const current: Lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  const labelId = useId();
  return (
    <div className="user-menu-language">
      <span id={labelId}>{t('desktopShell.language')}</span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="plain-segmented plain-segmented-small"
        data-testid="lang-switch"
      >
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            role="menuitemradio"
            aria-checked={lang === current}
            className="plain-segmented-item"
            data-testid={`lang-${lang}`}
            onClick={() => void changeLanguage(lang)}
          >
            {t(`lang.${lang}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The signed-in user on the taskbar; the menu holds my account, wallpaper, remote assistance (the
 * master's), language, lock, sign out.
 */
export function UserMenu({ onMyAccount, onChangeWallpaper, onRemoteHelp }: UserMenuProps) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const popup = useTaskbarPopup('menu');
  const avatar = useMyAvatar();
  const [leaving, setLeaving] = useState(false);
  const { open, panelRef } = popup;

  useEffect(() => {
    if (open) focusFirstMenuItem(panelRef.current);
  }, [open, panelRef]);

  if (!session) return null;

  const close = (then: () => void) => () => {
    popup.close(true);
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

  return (
    <span className="taskbar-popup-anchor">
      <button
        type="button"
        {...popup.triggerProps}
        className="taskbar-user"
        aria-label={t('desktopShell.userMenu')}
        data-testid="desktop-user-menu"
      >
        <AccountAvatar
          uid={session.userid}
          version={avatar.version}
          name={session.nickname || session.username}
          testId="desktop-user-avatar"
        />
        <span className="taskbar-user-text">
          <span className="taskbar-user-name" data-testid="desktop-user">
            {session.username}
          </span>
          <span className="taskbar-user-role" data-testid="desktop-role">
            {t(roleLabelKey(mainRoleOf(session)))}
          </span>
        </span>
      </button>
      <TaskbarPopupPanel
        popup={popup}
        align="end"
        role="menu"
        aria-label={t('desktopShell.userMenu')}
        className="user-menu"
        data-testid="user-menu"
        onKeyDown={onMenuKeyDown}
      >
        <MenuItem
          icon={<SvgIcon icon={UserOutlined} />}
          label={t('desktopShell.myAccount')}
          testId="user-menu-my-account"
          onClick={close(onMyAccount)}
        />
        <MenuItem
          icon={<SvgIcon icon={BgColorsOutlined} />}
          label={t('desktopShell.changeWallpaper')}
          testId="user-menu-wallpaper"
          onClick={close(onChangeWallpaper)}
        />
        {mainRoleOf(session) === Role.master && (
          <MenuItem
            icon={<SvgIcon icon={CustomerServiceOutlined} />}
            label={t('desktopShell.remoteHelp')}
            testId="user-menu-remote-help"
            onClick={close(onRemoteHelp)}
          />
        )}
        <LanguageItems />
        <MenuItem
          icon={<SvgIcon icon={LockOutlined} />}
          label={t('desktopShell.lock')}
          testId="user-menu-lock"
          onClick={close(() => void lockNow())}
        />
        <MenuItem
          icon={<SvgIcon icon={LogoutOutlined} />}
          label={t('desktopShell.signOut')}
          testId="desktop-signout"
          busy={leaving}
          onClick={close(() => void signOut())}
        />
      </TaskbarPopupPanel>
    </span>
  );
}
