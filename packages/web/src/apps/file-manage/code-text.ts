import { messageOf, type CatalogueCode } from '@coffer/contract';
import { currentLanguage } from '../../i18n/i18n';

/** A catalogue code's words in the page's language (the drop and upload refusals). */
export function codeText(code: string, params?: Record<string, string | number>): string {
  return messageOf(code as CatalogueCode, currentLanguage(), params);
}
