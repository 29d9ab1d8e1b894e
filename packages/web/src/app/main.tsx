import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { startConnectionWatch } from '../api/connection-store';
import { i18n } from '../i18n/i18n';
import { startActivityStamp } from '../session/activity-stamp';
import { applyInactivityRule } from '../session/inactivity-rule';
import { askIsRegisteredEarly } from '../pages/login/login-queries';
import { PATHS } from './guard-rules';
import { createAppRouter, ROUTER_BASENAME } from './router';
import './global.css';

// SHELL-08: judge the stored stamp before this page refreshes it, so a closed browser signs out.
applyInactivityRule();
startActivityStamp();
startConnectionWatch();

if (window.location.pathname === ROUTER_BASENAME + PATHS.login) askIsRegisteredEarly();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Only i18n wraps the whole page: antd and the query client come with the lazily loaded parts that
// use them (app/antd-providers.tsx), so the sign-in page and the desktop's first paint load neither.
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
