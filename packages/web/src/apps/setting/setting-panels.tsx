import { lazy, type ComponentType } from 'react';
import {
  BellOutlined,
  BgColorsOutlined,
  ClockCircleOutlined,
  CloudServerOutlined,
  DatabaseOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  InfoCircleOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { AboutPage } from './about/about-page';
// File services (issue 17)
import { ServicesPage } from './file-services/services-page';
import type { SettingTexts } from './setting-text';
import type { SubAdminArea } from '@coffer/contract';

// File services (issue 17)
const FileAndSharePage = lazy(() =>
  import('./file-services/file-and-share-page').then((module) => ({ default: module.FileAndSharePage })),
);

/** One panel of the settings app: its child route (SHELL-12, T1 `/setting/<path>`), icon and page. */
export interface SettingPanel {
  path: string;
  Icon: ComponentType;
  /** The key of its name under `setting.nav`. */
  label: keyof SettingTexts['nav'];
  Page: ComponentType;
  /** The settings area the master may close to operations administrators (issue 17). */
  area?: SubAdminArea;
}

// UPS and access point (issue 17)
const UpsPage = lazy(() => import('./ups/ups-page').then((module) => ({ default: module.UpsPage })));
const ApPage = lazy(() => import('./ap/ap-page').then((module) => ({ default: module.ApPage })));
const TimePage = lazy(() => import('./time/time-page').then((module) => ({ default: module.TimePage })));
const AppearancePage = lazy(() =>
  import('./appearance/appearance-page').then((module) => ({ default: module.AppearancePage })),
);
const HardwarePage = lazy(() =>
  import('./hardware/hardware-page').then((module) => ({ default: module.HardwarePage })),
);
const PoolPage = lazy(() => import('./pool/pool-page').then((module) => ({ default: module.PoolPage })));
const NoticePage = lazy(() =>
  import('./notice/notice-page').then((module) => ({ default: module.NoticePage })),
);

/**
 * The settings app's panels, in the order of its navigation; the first opens when the address names
 * none that is built. Adding a panel is adding its line here (a later panel as `lazy(() => import(…))`
 * so the window opens with the first panel's code alone).
 */
export const SETTING_PANELS: readonly SettingPanel[] = [
  // File services (issue 17): srvsManage is T1's default child (SHELL-12), so it comes first.
  {
    path: 'srvsManage',
    Icon: CloudServerOutlined,
    label: 'srvsManage',
    Page: ServicesPage,
    area: 'fileServices',
  },
  {
    path: 'fileAndShare',
    Icon: FolderOpenOutlined,
    label: 'fileAndShare',
    Page: FileAndSharePage,
    area: 'fileServices',
  },
  { path: 'about', Icon: InfoCircleOutlined, label: 'about', Page: AboutPage },
  {
    path: 'network',
    Icon: GlobalOutlined,
    label: 'network',
    area: 'network',
    Page: lazy(() => import('./network/network-page').then((m) => ({ default: m.NetworkPage }))),
  },
  { path: 'sysTime', Icon: ClockCircleOutlined, label: 'sysTime', Page: TimePage, area: 'time' },
  { path: 'appearance', Icon: BgColorsOutlined, label: 'appearance', Page: AppearancePage },
  { path: 'hardware', Icon: ToolOutlined, label: 'hardware', Page: HardwarePage, area: 'hardware' },
  // UPS (issue 17)
  { path: 'ups', Icon: ThunderboltOutlined, label: 'ups', Page: UpsPage, area: 'hardware' },
  { path: 'poolManage', Icon: DatabaseOutlined, label: 'poolManage', Page: PoolPage },
  { path: 'sysNotice', Icon: BellOutlined, label: 'sysNotice', Page: NoticePage, area: 'device' },
  // Access point (issue 17)
  { path: 'ap', Icon: WifiOutlined, label: 'ap', Page: ApPage, area: 'network' },
];
