import { kvEntry } from '../../shell/kv/kv-entry';

/** How the person likes folders shown, kept per user. */
export interface ViewPrefs {
  view: 'list' | 'grid';
  showHidden: boolean;
}

export const DEFAULT_VIEW_PREFS: ViewPrefs = { view: 'list', showHidden: false };

export const viewPrefsEntry = kvEntry<ViewPrefs>('fileManage.view', (raw) => {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  return {
    view: value.view === 'grid' ? 'grid' : 'list',
    showHidden: value.showHidden === true,
  };
});
