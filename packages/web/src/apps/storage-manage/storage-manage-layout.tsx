import { Button, Result, Spin } from 'antd';
import { HddOutlined, PieChartOutlined, ThunderboltOutlined, UsbOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink, Outlet } from 'react-router';
import { CallError } from '../../api/client';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useStorageInfo } from './use-storage-info';
import { useStorageRefresh } from './use-storage-refresh';
import './storage-manage.css';

const NAV = [
  { to: 'sata', key: 'navSata', Icon: HddOutlined },
  { to: 'm2', key: 'navM2', Icon: ThunderboltOutlined },
  { to: 'esata', key: 'navEsata', Icon: UsbOutlined },
  { to: 'useAnalysis', key: 'navUsage', Icon: PieChartOutlined },
] as const;

function StorageContent() {
  const { t } = useTranslation();
  const info = useStorageInfo();
  if (info.isPending) return <Spin className="storage-loading" />;
  if (info.isError) {
    const message = info.error instanceof CallError ? info.error.result.message : '';
    return (
      <Result
        status="error"
        data-testid="storage-error"
        title={t('desktopShell.storage.loadFailed')}
        subTitle={message}
        extra={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <Outlet />;
}

/** Side navigation over the bay kinds; the window's router keeps it inside the window. */
export function StorageManageLayout() {
  const { t } = useTranslation();
  useStorageRefresh();
  const base = useAppBase();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'storage-link storage-link-active' : 'storage-link';
  return (
    <div className="storage-manage" data-testid="storage-manage">
      <nav className="storage-nav">
        {NAV.map(({ to, key, Icon }) => (
          <NavLink key={to} to={`${base}/${to}`} className={linkClass} data-testid={`storage-nav-${to}`}>
            <Icon /> {t(`desktopShell.storage.${key}`)}
          </NavLink>
        ))}
      </nav>
      <section className="storage-content">
        <StorageContent />
      </section>
    </div>
  );
}
