import { Suspense } from 'react';
import { Spin } from 'antd';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { SETTING_PANELS } from './setting-panels';
import { AreaGuard } from './sub-admin/area-guard';
import './setting.css';

/** The settings app's side navigation over its panels; in a window, links stay in the window. */
export function SettingLayout() {
  const { t } = useTranslation();
  const base = useAppBase();
  // The open panel's settings area, which the master may have closed to operations administrators.
  const { pathname } = useLocation();
  const area = SETTING_PANELS.find((panel) => pathname.endsWith(`/${panel.path}`))?.area;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'setting-link setting-link-active' : 'setting-link';
  return (
    <div className="setting" data-testid="setting">
      <nav className="setting-nav" aria-label={t('setting.navLabel')}>
        {SETTING_PANELS.map(({ path, Icon, label }) => (
          <NavLink
            key={path}
            to={`${base}/${path}`}
            className={linkClass}
            data-testid={`setting-nav-${path}`}
          >
            <Icon /> {t(`setting.nav.${label}`)}
          </NavLink>
        ))}
      </nav>
      <section className="setting-content">
        <Suspense fallback={<Spin className="setting-loading" />}>
          <AreaGuard area={area}>
            <Outlet />
          </AreaGuard>
        </Suspense>
      </section>
    </div>
  );
}
