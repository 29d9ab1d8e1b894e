import type { Lang } from '@coffer/contract';

/** The language of an answer's message: English when the page asks for it, zh-CN otherwise (GEN-03). */
export function langOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-CN';
}
