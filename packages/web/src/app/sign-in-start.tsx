import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { LoginPage } from '../pages/login/login-page';
import { PATHS } from './guard-rules';
import { loadRouter } from './load-router';
import { PageFrame } from './page-frame';
import { ROUTER_BASENAME } from './router-basename';

/** Whether the page opens at /login, the page most visits start on. */
export function opensAtSignIn(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === ROUTER_BASENAME + PATHS.login;
}

/** Hands the page to the router at `path`; the form stays on screen until the router's page draws. */
async function enterApp(root: Root, path: string): Promise<void> {
  const address = ROUTER_BASENAME + path;
  history.replaceState(null, '', address);
  try {
    const { startRouter } = await loadRouter();
    await startRouter(root);
  } catch {
    // The router's chunk did not arrive: the same address loaded afresh has the session.
    location.assign(address);
  }
}

/**
 * Draws the sign-in page without the router, which loads while the visitor types and takes over
 * once signed in: the page's first script is then React, the sign-in page and the call client, a
 * quarter smaller (docs/decisions.md "Web app loading").
 */
export function showSignInPage(root: Root): void {
  const from = new URLSearchParams(location.search).get('from');
  const goTo = (path: string) => void enterApp(root, path);
  // The first render runs while the entry does, so the page's load event finds the form drawn.
  flushSync(() =>
    root.render(
      <StrictMode>
        <PageFrame page={() => <LoginPage from={from} goTo={goTo} />} />
      </StrictMode>,
    ),
  );
}
