import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppDefinition, AppProps } from '../app-catalogue/app-definition';

type LoadedApp = LazyExoticComponent<ComponentType<AppProps>>;

const loaded = new Map<string, LoadedApp>();

/**
 * One lazy component per app, so its code is fetched when its window first opens and only then.
 * The app is built on antd and queries, which the desktop's first paint does not load: their
 * providers (antd's theme, locale and App context; the query client) are fetched with it and wrap
 * it, so the app never renders outside them.
 */
export function lazyApp(app: AppDefinition & { load: NonNullable<AppDefinition['load']> }): LoadedApp {
  let component = loaded.get(app.name);
  if (!component) {
    component = lazy(async () => {
      const [{ default: App }, { AntdProviders }] = await Promise.all([
        app.load(),
        import('../../app/antd-providers'),
      ]);
      const ScopedApp = (props: AppProps) => createElement(AntdProviders, null, createElement(App, props));
      ScopedApp.displayName = `Scoped(${App.displayName ?? App.name ?? app.name})`;
      return { default: ScopedApp };
    });
    loaded.set(app.name, component);
  }
  return component;
}

/** A failed fetch stays failed inside React.lazy; forgetting it lets a retry fetch again. */
export function forgetLazyApp(name: string): void {
  loaded.delete(name);
}
