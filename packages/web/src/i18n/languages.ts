import type { Lang } from '@coffer/contract';

/** The interface languages; zh-CN is the default (GEN-03). */
export const LANGUAGES: readonly Lang[] = ['zh-CN', 'en'];
export const DEFAULT_LANGUAGE: Lang = 'zh-CN';

const STORAGE_KEY = 'coffer.lang';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLang(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode quotas); the choice then lasts for this page only.
  }
}
