import { CloudUploadOutlined, DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';

const TABS = [
  { child: 'upload', icon: <CloudUploadOutlined /> },
  { child: 'fileHandle', icon: <SwapOutlined /> },
  { child: 'nativeSave', icon: <DownloadOutlined /> },
] as const;

/** The task center's tabs as links, so each tab is a route of T1 and the window's history works. */
export function TaskCenterLayout() {
  const { t } = useTranslation();
  const base = useAppBase();
  return (
    <div className="task-center" data-testid="task-center">
      <nav className="task-center-tabs" role="tablist">
        {TABS.map(({ child, icon }) => (
          <NavLink
            key={child}
            to={`${base}/${child}`}
            role="tab"
            className={({ isActive }) =>
              isActive ? 'task-center-tab task-center-tab-active' : 'task-center-tab'
            }
            data-testid={`task-center-tab-${child}`}
          >
            {icon} {t(`taskCenter.tabs.${child}`)}
          </NavLink>
        ))}
      </nav>
      <section className="task-center-body">
        <Outlet />
      </section>
    </div>
  );
}
