import { lazy, Suspense, useMemo, useState } from 'react';
import BgColorsOutlined from '@ant-design/icons-svg/es/asn/BgColorsOutlined';
import { SvgIcon } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import '../../app/plain-controls.css';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { appByName, appsForRole, desktopAppsForRole } from '../app-catalogue/app-catalogue';
import { AppIcon } from '../app-catalogue/app-icon';
import { withoutDenied } from '../app-catalogue/app-permits';
import { useAppPermits } from '../app-catalogue/use-app-permits';
import { NoticeCentreButton } from '../notices/notice-centre-button';
import { ActionFeedButton } from '../action-feed/action-feed-button';
import { Taskbar } from '../taskbar/taskbar';
import type { RenderIcon } from '../window/window-icon';
import { WindowLayer } from '../window/window-layer';
import { AppMenu } from './app-menu';
import { useContextMenu } from './desktop-context-menu';
import { DesktopIcons } from './desktop-icons';
import { openAppWindow } from './open-app';
import { TaskbarClock } from './taskbar-clock';
import { useDesktopLook } from './use-wallpaper';
import { UserMenu } from './user-menu';
import { wallpaperBackground } from './desktop-look';
import { useApplyTheme } from '../../app/theme-store';
import { useVersions } from '../../api/system-queries';
import './desktop.css';
import './dark-theme.css';

// antd's Modal: fetched the first time the picker opens, never for the desktop's first paint.
const WallpaperPicker = lazy(() => import('./wallpaper-picker'));
// The remote-assistance dialog with antd and its texts: fetched the first time the master opens it.
const RemoteHelpDialog = lazy(() => import('../remote-help/remote-help-dialog'));

const renderIcon: RenderIcon = (icon) => <AppIcon id={icon} size={20} />;

/**
 * '/': the windowed desktop of the signed-in user's role. Its first paint is plain React (no antd):
 * what uses antd (the apps in the windows, the notice centre, the wallpaper picker) loads when it
 * opens, each in its own antd scope.
 */
export function DesktopPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const role = session ? mainRoleOf(session) : null;
  // Apps the user's service permits deny are not offered (issue 16 §3).
  const { denied } = useAppPermits();
  const menuApps = useMemo(
    () => (role === null ? [] : withoutDenied(appsForRole(role), denied)),
    [role, denied],
  );
  const iconApps = useMemo(
    () => (role === null ? [] : withoutDenied(desktopAppsForRole(role), denied)),
    [role, denied],
  );
  const [selected, setSelected] = useState<string | null>(null);
  // Undefined until first opened: the picker's chunk is fetched only then, and stays for next time.
  const [pickingWallpaper, setPickingWallpaper] = useState<boolean | undefined>(undefined);
  const [remoteHelpOpen, setRemoteHelpOpen] = useState<boolean | undefined>(undefined);
  const { look, choose } = useDesktopLook();
  useApplyTheme(look.theme);
  const deviceName = useVersions().data?.name;
  const contextMenu = useContextMenu(
    [
      {
        key: 'wallpaper',
        icon: <SvgIcon icon={BgColorsOutlined} />,
        label: t('desktopShell.changeWallpaper'),
        onSelect: () => setPickingWallpaper(true),
      },
    ],
    t('desktopShell.desktopMenu'),
    'desktop-menu',
  );
  if (!session) return null;

  const openMyAccount = () => {
    const app = appByName('myAccount');
    if (app) openAppWindow(app);
  };

  return (
    <div className="desktop" data-wallpaper={look.wallpaper}>
      <div
        className="desktop-wallpaper"
        style={{ background: wallpaperBackground(look) }}
        aria-hidden="true"
      />
      {deviceName && (
        <div
          className="desktop-device-name"
          data-testid="desktop-device-name"
          title={t('desktopShell.deviceName')}
        >
          {deviceName}
        </div>
      )}
      <main className="desktop-area" aria-label={t('desktopShell.desktopLabel')} data-testid="desktop">
        <div
          className="desktop-surface"
          data-testid="desktop-surface"
          onContextMenu={contextMenu.onContextMenu}
        >
          <DesktopIcons apps={iconApps} selected={selected} onSelect={setSelected} onOpen={openAppWindow} />
        </div>
        <WindowLayer renderIcon={renderIcon} />
      </main>
      <Taskbar start={<AppMenu apps={menuApps} onOpen={openAppWindow} />} renderIcon={renderIcon}>
        <TaskbarClock />
        <ActionFeedButton />
        <NoticeCentreButton />
        <UserMenu
          onMyAccount={openMyAccount}
          onChangeWallpaper={() => setPickingWallpaper(true)}
          onRemoteHelp={() => setRemoteHelpOpen(true)}
        />
      </Taskbar>
      {contextMenu.menu}
      {pickingWallpaper !== undefined && (
        <Suspense fallback={null}>
          <WallpaperPicker
            open={pickingWallpaper}
            current={look.wallpaper}
            customVersion={look.custom_wallpaper}
            onChoose={choose}
            onClose={() => setPickingWallpaper(false)}
          />
        </Suspense>
      )}
      {remoteHelpOpen !== undefined && (
        <Suspense fallback={null}>
          <RemoteHelpDialog open={remoteHelpOpen} onClose={() => setRemoteHelpOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
