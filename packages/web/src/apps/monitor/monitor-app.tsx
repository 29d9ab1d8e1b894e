import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { DiskTab } from './disk-tab';
import { HardTab } from './hard-tab';
import { MonitorStreamProvider } from './monitor-stream';
import { monitorText } from './monitor-text';
import { NetTab } from './net-tab';
import { OverviewTab } from './overview-tab';
import { ProcessTab } from './process-tab';
import { RunningTab } from './running-tab';
import { StreamGate } from './stream-state';
import './monitor.css';

addAppTexts('monitor', monitorText);

const TABS = ['overview', 'process', 'running', 'net', 'disk', 'hard'] as const;
type TabKey = (typeof TABS)[number];

const CONTENT: Record<TabKey, () => ReactNode> = {
  overview: () => (
    <StreamGate>
      <OverviewTab />
    </StreamGate>
  ),
  process: () => <ProcessTab />,
  running: () => <RunningTab />,
  net: () => (
    <StreamGate>
      <NetTab />
    </StreamGate>
  ),
  disk: () => (
    <StreamGate>
      <DiskTab />
    </StreamGate>
  ),
  hard: () => <HardTab />,
};

function MonitorTabs({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="monitor" data-testid="monitor">
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`${base}/${key}${search}`)}
        items={TABS.map((key) => ({ key, label: t(`monitor.tabs.${key}`), children: CONTENT[key]() }))}
        destroyOnHidden
      />
    </div>
  );
}

/**
 * /monitor (T1, APP-06, MON): overview, process, running, net, disk and hard, each at its own child route.
 * One stream of samples serves every tab while the window is open.
 */
export default function MonitorApp(_props: AppProps) {
  const base = useAppBase();
  return (
    <MonitorStreamProvider>
      <Routes>
        {TABS.map((key) => (
          <Route key={key} path={key} element={<MonitorTabs active={key} />} />
        ))}
        <Route path="*" element={<Navigate to={`${base}/overview`} replace />} />
      </Routes>
    </MonitorStreamProvider>
  );
}
