import type { Lang } from '@coffer/contract';
import { zhCN, type Messages } from './zh-CN';
import { en } from './en';
import { Translator, type MessageKey, type Translate } from './translator';
import { readStoredLanguage, storeLanguage } from './languages';

/** A `t` over every key of the interface's texts. */
export type TFunction = Translate<MessageKey<Messages>>;

export const i18n = new Translator<Messages, Lang>({ 'zh-CN': zhCN, en }, readStoredLanguage(), 'en');

document.documentElement.lang = i18n.language;

/** The language the interface shows now; also what the daemon is asked to answer in. */
export function currentLanguage(): Lang {
  return i18n.language;
}

export function changeLanguage(lang: Lang): void {
  storeLanguage(lang);
  document.documentElement.lang = lang;
  i18n.setLanguage(lang);
}
