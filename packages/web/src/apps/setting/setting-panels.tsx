import type { ComponentType } from 'react';
import { InfoCircleOutlined } from '@ant-design/icons';
import { AboutPage } from './about/about-page';

/** One panel of the settings app: its child route (SHELL-12, T1 `/setting/<path>`), icon and page. */
export interface SettingPanel {
  path: string;
  Icon: ComponentType;
  /** The key of its name under `setting.nav`. */
  label: 'about';
  Page: ComponentType;
}

/**
 * The settings app's panels, in the order of its navigation; the first opens when the address names
 * none that is built. Adding a panel is adding its line here (a later panel as `lazy(() => import(…))`
 * so the window opens with the first panel's code alone).
 */
export const SETTING_PANELS: readonly SettingPanel[] = [
  { path: 'about', Icon: InfoCircleOutlined, label: 'about', Page: AboutPage },
];
