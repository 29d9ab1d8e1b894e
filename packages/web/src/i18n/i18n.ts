import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@coffer/contract';
import { zhCN } from './zh-CN';
import { en } from './en';
import { DEFAULT_LANGUAGE, isLang, readStoredLanguage, storeLanguage } from './languages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['zh-CN', 'en'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

document.documentElement.lang = i18n.language;

/** The language the interface shows now; also what the daemon is asked to answer in. */
export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function changeLanguage(lang: Lang): Promise<void> {
  storeLanguage(lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}
