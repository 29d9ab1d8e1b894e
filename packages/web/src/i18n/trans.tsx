import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { MessageKey } from './translator';
import type { Messages } from './zh-CN';
import { useTranslation } from './use-translation';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with marked parts drawn as elements: `<privacy>the policy</privacy>` becomes the element
 * given as `components.privacy`, holding "the policy". A tag without a component stays as text.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: MessageKey<Messages>;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    parts.push(
      text.slice(from, match.index),
      element ? cloneElement(element, { key: match.index }, inner) : whole,
    );
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
