import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { resolveRoute } from '../../shell/route-catalogue/resolve-route';
import { UnavailableApp } from '../../shell/window/unavailable-app';
import { SETTING_PANELS } from './setting-panels';
import { SettingLayout } from './setting-layout';
import { settingText } from './setting-text';

addAppTexts('setting', settingText);

/**
 * The first panel, keeping the query; `?nav=update` names the about page's upgrade section, so
 * `/setting?nav=update` lands on `/setting/about?nav=update` (SHELL-12).
 */
function ToFirstPanel() {
  const base = useAppBase();
  const { search } = useLocation();
  const panel =
    new URLSearchParams(search).get('nav') === 'update' ? 'about' : (SETTING_PANELS[0]?.path ?? '');
  return <Navigate to={`${base}/${panel}${search}`} replace />;
}

/**
 * A child T1 lists that has no panel yet says so beside the navigation, at its own address;
 * anything else opens the first panel.
 */
function OtherChild() {
  const child = useParams()['*'] ?? '';
  const known = resolveRoute(`/setting/${child}`).kind === 'route';
  return known ? <UnavailableApp /> : <ToFirstPanel />;
}

/** /setting (T1, SHELL-12): the device's settings, one panel per child route (SETTING_PANELS). */
export default function SettingApp(_props: AppProps) {
  return (
    <Routes>
      <Route element={<SettingLayout />}>
        <Route index element={<ToFirstPanel />} />
        {SETTING_PANELS.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<OtherChild />} />
      </Route>
    </Routes>
  );
}
