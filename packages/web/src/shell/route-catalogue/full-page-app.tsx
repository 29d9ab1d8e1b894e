import { createElement, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import '../../app/plain-controls.css';
import type { AppDefinition } from '../app-catalogue/app-definition';
import { AppLoadBoundary } from '../window/app-load-boundary';
import { DelayedLoading } from '../window/delayed-loading';
import { forgetLazyApp, lazyApp } from '../window/lazy-app';
import { UnavailableApp } from '../window/unavailable-app';
import './full-page-app.css';

/** A route of no built app, full-page: the honest unavailable state and a way back. */
export function FullPageUnavailable() {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <UnavailableApp />
      <Link to="/" className="plain-btn plain-btn-primary full-page-unavailable-back">
        {t('placeholder.backToDesktop')}
      </Link>
    </main>
  );
}

/**
 * An app opened at /home/<path>: the same component as in its window, with no window, and like
 * there inside antd's scope, which lazyApp fetches and puts around it.
 */
export function FullPageApp({ app }: { app: AppDefinition | undefined }) {
  const [attempt, setAttempt] = useState(0);
  if (!app?.load) return <FullPageUnavailable />;
  // lazyApp hands back the same component for an app on every render (cached by name).
  const appElement = createElement(lazyApp({ ...app, load: app.load }), { windowName: null });
  const retry = () => {
    forgetLazyApp(app.name);
    setAttempt((count) => count + 1);
  };
  return (
    <main className="full-page-app" data-testid={`full-page-${app.name}`}>
      <AppLoadBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<DelayedLoading />}>{appElement}</Suspense>
      </AppLoadBoundary>
    </main>
  );
}
