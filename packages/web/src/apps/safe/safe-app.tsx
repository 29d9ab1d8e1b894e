import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { HostTab } from './host-tab';
import { IpListTab } from './ip-list-tab';
import { LimitsTab } from './limits-tab';
import { safeText } from './safe-text';
import './safe.css';

addAppTexts('safe', safeText);

const TABS = ['block', 'allow', 'limits', 'firewall', 'antivirus'] as const;
type TabKey = (typeof TABS)[number];

function tabOf(search: string): TabKey {
  const tab = new URLSearchParams(search).get('tab');
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as TabKey) : 'block';
}

/**
 * /safe (APP-09, SEC): the IP block and allow lists, the sign-in limits, and the machine's firewall
 * and antivirus as they really are. The open tab lives in the address (`?tab=allow`).
 */
export default function SafeApp(_props: AppProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabOf(location.search);
  const items = [
    { key: 'block', label: t('safe.tabs.block'), children: <IpListTab kind="block" /> },
    { key: 'allow', label: t('safe.tabs.allow'), children: <IpListTab kind="allow" /> },
    { key: 'limits', label: t('safe.tabs.limits'), children: <LimitsTab /> },
    { key: 'firewall', label: t('safe.tabs.firewall'), children: <HostTab kind="firewall" /> },
    { key: 'antivirus', label: t('safe.tabs.antivirus'), children: <HostTab kind="antivirus" /> },
  ];
  return (
    <div className="safe-app" data-testid="safe-app">
      <Tabs
        items={items}
        activeKey={active}
        onChange={(key) => void navigate(`${location.pathname}?tab=${key}`, { replace: true })}
        destroyOnHidden
      />
    </div>
  );
}
