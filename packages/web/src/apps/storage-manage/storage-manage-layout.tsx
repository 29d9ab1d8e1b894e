import { Suspense } from 'react';
import { Alert, Button, Spin } from 'antd';
import {
  AppstoreOutlined,
  DatabaseOutlined,
  HddOutlined,
  PieChartOutlined,
  ThunderboltOutlined,
  UsbOutlined,
  ApiOutlined,
} from '@ant-design/icons';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CallError } from '../../api/client';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { useStorageInfo } from './data/use-storage-info';
import { useStorageRefresh } from './data/use-storage-refresh';
import './storage-manage.css';

const NAV = [
  { to: 'storageOverview', Icon: AppstoreOutlined },
  { to: 'sata', Icon: DatabaseOutlined },
  { to: 'm2', Icon: ThunderboltOutlined },
  { to: 'esata', Icon: ApiOutlined },
  { to: 'diskPage', Icon: HddOutlined },
  { to: 'external', Icon: UsbOutlined },
  { to: 'useAnalysis', Icon: PieChartOutlined },
] as const;

function StorageContent() {
  const { t } = useTranslation();
  const info = useStorageInfo();
  if (info.isPending) return <Spin className="storage-loading" data-testid="storage-loading" />;
  if (info.isError && !info.data) {
    const message = info.error instanceof CallError ? info.error.result.message : '';
    return (
      <Alert
        type="error"
        showIcon
        className="storage-error"
        data-testid="storage-error"
        title={t('storage.loadFailed')}
        description={message}
        action={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <Suspense fallback={<Spin className="storage-loading" data-testid="storage-loading" />}>
      <Outlet />
    </Suspense>
  );
}

/** Side navigation over the storage manager's pages; the window's router keeps it inside the window. */
export function StorageManageLayout() {
  const { t } = useTranslation();
  useStorageRefresh();
  const base = useAppBase();
  const { pathname } = useLocation();
  // The usage analysis has three pages (useAnalysis, useAnalysisConfig, useAnalysisReport): one entry.
  // The bare app path is the overview until its redirect has run (it does not while loading fails).
  const current = pathname.slice(base.length + 1).split('/')[0] || 'storageOverview';
  const linkClass = (to: string) => () =>
    current === to || (to === 'useAnalysis' && current.startsWith('useAnalysis'))
      ? 'storage-link storage-link-active'
      : 'storage-link';
  return (
    <div className="storage-manage" data-testid="storage-manage">
      <nav className="storage-nav" aria-label={t('storage.pools')}>
        {NAV.map(({ to, Icon }) => (
          <NavLink key={to} to={`${base}/${to}`} className={linkClass(to)} data-testid={`storage-nav-${to}`}>
            <Icon /> {t(`storage.nav.${to}`)}
          </NavLink>
        ))}
      </nav>
      <section className="storage-content">
        <StorageContent />
      </section>
    </div>
  );
}
