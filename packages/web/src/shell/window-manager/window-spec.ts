import type { AppDefinition } from '../app-catalogue/app-definition';
import type { WindowSpec } from './window-actions';

/** What the window manager needs of a catalogue entry (T2 sizes and flags). */
export function windowSpecOf(app: AppDefinition): WindowSpec {
  return {
    name: app.name,
    icon: app.icon,
    title: app.title,
    // A window opens at the app's entry (WIN-13's my-account url), not always at its base route.
    path: app.url ?? app.path,
    width: app.width,
    height: app.height,
    minWidth: app.minWidth,
    minHeight: app.minHeight,
    mode: app.mode,
    ...app.flags,
  };
}
