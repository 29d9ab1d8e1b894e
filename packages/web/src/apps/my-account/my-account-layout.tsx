import { CloudOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink, Outlet } from 'react-router';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import './my-account.css';

/** The app's side navigation; in a window, links move within the window's own history. */
export function MyAccountLayout() {
  const { t } = useTranslation();
  const base = useAppBase();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'my-account-link my-account-link-active' : 'my-account-link';
  return (
    <div className="my-account" data-testid="my-account">
      <nav className="my-account-nav">
        <NavLink to={`${base}/me`} className={linkClass} data-testid="my-account-nav-me">
          <UserOutlined /> {t('desktopShell.accountApp.navMe')}
        </NavLink>
        <NavLink to={`${base}/zspace`} className={linkClass} data-testid="my-account-nav-zspace">
          <CloudOutlined /> {t('desktopShell.accountApp.navZspace')}
        </NavLink>
      </nav>
      <section className="my-account-content">
        <Outlet />
      </section>
    </div>
  );
}
