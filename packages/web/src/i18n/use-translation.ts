import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n';

/**
 * The current language's `t`, and the translator. A component using it renders again when the
 * language changes; `t` is a new function then, so memos that use it follow.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
