import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppDefinition, AppProps } from '../app-catalogue/app-definition';

type LoadedApp = LazyExoticComponent<ComponentType<AppProps>>;

const loaded = new Map<string, LoadedApp>();

/** One lazy component per app, so its code is fetched when its window first opens and only then. */
export function lazyApp(app: AppDefinition & { load: NonNullable<AppDefinition['load']> }): LoadedApp {
  let component = loaded.get(app.name);
  if (!component) {
    component = lazy(app.load);
    loaded.set(app.name, component);
  }
  return component;
}

/** A failed fetch stays failed inside React.lazy; forgetting it lets a retry fetch again. */
export function forgetLazyApp(name: string): void {
  loaded.delete(name);
}
