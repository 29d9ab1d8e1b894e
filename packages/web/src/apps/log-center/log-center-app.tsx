import { Tabs } from 'antd';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
// The SMB audit tab (issue 17, LOG-03)
import { SmbAuditView } from '../../shell/file-services/smb-audit-view';
import { logCenterText } from './log-center-text';
import { LogSetting } from './log-setting';
import { LogView } from './log-view';
import './log-center.css';

addAppTexts('logCenter', logCenterText);

const TABS = ['logView', 'logSetting', 'smbAudit'] as const;
type TabKey = (typeof TABS)[number];

const TAB_PAGES: Record<TabKey, () => React.JSX.Element> = {
  logView: LogView,
  logSetting: LogSetting,
  // The SMB audit tab (issue 17, LOG-03)
  smbAudit: SmbAuditView,
};

function LogCenterTabs({ active }: { active: TabKey }) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <div className="log-center" data-testid="log-center">
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(`${base}/${key}${search}`)}
        items={TABS.map((key) => {
          const Page = TAB_PAGES[key];
          return { key, label: t(`logCenter.tabs.${key}`), children: <Page /> };
        })}
        destroyOnHidden
      />
    </div>
  );
}

/** /logCenter (T1, APP-27): logView, logSetting and the SMB audit, each at its own child route. */
export default function LogCenterApp(_props: AppProps) {
  const base = useAppBase();
  return (
    <Routes>
      <Route path="logView" element={<LogCenterTabs active="logView" />} />
      <Route path="logSetting" element={<LogCenterTabs active="logSetting" />} />
      {/* The SMB audit tab (issue 17, LOG-03) */}
      <Route path="smbAudit" element={<LogCenterTabs active="smbAudit" />} />
      <Route path="*" element={<Navigate to={`${base}/logView`} replace />} />
    </Routes>
  );
}
