// First: the contract's schemas must be built without eval (zod-without-eval.ts).
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startConnectionWatch } from '../api/connection-store';
import '../i18n/i18n';
import { startActivityStamp } from '../session/activity-stamp';
import { applyInactivityRule } from '../session/inactivity-rule';
import { loadRouter } from './load-router';
import { PageLoadFailed } from './page-load-failed';
import { opensAtSignIn, showSignInPage } from './sign-in-start';
import './global.css';

// SHELL-08: judge the stored stamp before this page refreshes it, so a closed browser signs out.
applyInactivityRule();
startActivityStamp();
startConnectionWatch();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const root = createRoot(container);
// No provider wraps the whole page: antd and the query client come with the lazily loaded parts that
// use them (app/antd-providers.tsx), so the sign-in page and the desktop's first paint load neither.
if (opensAtSignIn(location.pathname)) {
  showSignInPage(root);
} else {
  loadRouter()
    .then(({ startRouter }) => startRouter(root))
    .catch(() =>
      root.render(
        <StrictMode>
          <PageLoadFailed />
        </StrictMode>,
      ),
    );
}
