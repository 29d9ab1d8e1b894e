import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The daemon's message for a failed form. It was answered in the language of its request, so a
 * language switch hides it rather than leave a Chinese line on an English page or the reverse.
 */
export function useFormError(initial = ''): [string, (text: string) => void] {
  const { i18n } = useTranslation();
  const [error, setError] = useState({ text: initial, lang: i18n.language });
  const set = useCallback((text: string) => setError({ text, lang: i18n.language }), [i18n]);
  return [error.lang === i18n.language ? error.text : '', set];
}
