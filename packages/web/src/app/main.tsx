import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startConnectionWatch } from '../api/connection-store';
import '../i18n/i18n';
import { startActivityStamp } from '../session/activity-stamp';
import { applyInactivityRule } from '../session/inactivity-rule';
import { Providers } from './providers';
import { createAppRouter } from './router';
import './global.css';

// SHELL-08: judge the stored stamp before this page refreshes it, so a closed browser signs out.
applyInactivityRule();
startActivityStamp();
startConnectionWatch();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
