import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '@coffer/contract';
import { DEFAULT_LANGUAGE, isLang } from '../../i18n/languages';

/** A window's title in the language the interface shows now. */
export function useWindowTitle(title: Record<Lang, string> | undefined): string {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return title?.[lang] ?? '';
}
