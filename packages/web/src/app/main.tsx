import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startConnectionWatch } from '../api/connection-store';
import '../i18n/i18n';
import { startActivityStamp } from '../session/activity-stamp';
import { applyInactivityRule } from '../session/inactivity-rule';
import { createAppRouter } from './router';
import './global.css';

// SHELL-08: judge the stored stamp before this page refreshes it, so a closed browser signs out.
applyInactivityRule();
startActivityStamp();
startConnectionWatch();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// No provider wraps the whole page: antd and the query client come with the lazily loaded parts that
// use them (app/antd-providers.tsx), so the sign-in page and the desktop's first paint load neither.
// The first render runs while the entry does, so the page's load event finds the page drawn (the
// login form, for most first visits) rather than a blank root with its render still queued.
flushSync(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
