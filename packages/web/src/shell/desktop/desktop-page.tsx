import { useMemo, useState } from 'react';
import { BgColorsOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { appByName, appsForRole, desktopAppsForRole } from '../app-catalogue/app-catalogue';
import { AppIcon } from '../app-catalogue/app-icon';
import { NoticeCentreButton } from '../notices';
import { Taskbar } from '../taskbar/taskbar';
import type { RenderIcon } from '../window/window-icon';
import { WindowLayer } from '../window/window-layer';
import { AppMenu } from './app-menu';
import { DesktopIcons } from './desktop-icons';
import { openAppWindow } from './open-app';
import { TaskbarClock } from './taskbar-clock';
import { useWallpaper } from './use-wallpaper';
import { UserMenu } from './user-menu';
import { WallpaperPicker } from './wallpaper-picker';
import { WALLPAPERS } from './wallpapers';
import './desktop.css';

const renderIcon: RenderIcon = (icon) => <AppIcon id={icon} size={20} />;

/** '/': the windowed desktop of the signed-in user's role. */
export function DesktopPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const role = session ? mainRoleOf(session) : null;
  const menuApps = useMemo(() => (role === null ? [] : appsForRole(role)), [role]);
  const iconApps = useMemo(() => (role === null ? [] : desktopAppsForRole(role)), [role]);
  const [selected, setSelected] = useState<string | null>(null);
  const [pickingWallpaper, setPickingWallpaper] = useState(false);
  const { wallpaper, choose } = useWallpaper();
  if (!session) return null;

  const openMyAccount = () => {
    const app = appByName('myAccount');
    if (app) openAppWindow(app);
  };

  return (
    <div className="desktop" style={{ background: WALLPAPERS[wallpaper] }} data-wallpaper={wallpaper}>
      <main className="desktop-area" aria-label={t('desktopShell.desktopLabel')} data-testid="desktop">
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'wallpaper', icon: <BgColorsOutlined />, label: t('desktopShell.changeWallpaper') },
            ],
            onClick: () => setPickingWallpaper(true),
          }}
        >
          <div className="desktop-surface" data-testid="desktop-surface">
            <DesktopIcons apps={iconApps} selected={selected} onSelect={setSelected} onOpen={openAppWindow} />
          </div>
        </Dropdown>
        <WindowLayer renderIcon={renderIcon} />
      </main>
      <Taskbar start={<AppMenu apps={menuApps} onOpen={openAppWindow} />} renderIcon={renderIcon}>
        <TaskbarClock />
        <NoticeCentreButton />
        <UserMenu onMyAccount={openMyAccount} onChangeWallpaper={() => setPickingWallpaper(true)} />
      </Taskbar>
      <WallpaperPicker
        open={pickingWallpaper}
        current={wallpaper}
        onChoose={choose}
        onClose={() => setPickingWallpaper(false)}
      />
    </div>
  );
}
