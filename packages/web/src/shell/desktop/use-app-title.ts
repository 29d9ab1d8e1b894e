import { useTranslation } from '../../i18n/use-translation';
import { isLang, DEFAULT_LANGUAGE } from '../../i18n/languages';
import type { AppDefinition } from '../app-catalogue/app-definition';

/** An app's title in the interface language. */
export function useAppTitle(): (app: AppDefinition) => string {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (app) => app.title[lang];
}
