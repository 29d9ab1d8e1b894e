import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from './use-translation';
import type { Lang } from '@coffer/contract';
import { changeLanguage, currentLanguage } from './i18n';
import { LANGUAGES } from './languages';
import '../app/plain-controls.css';

/** Arrow keys move the choice, as in any radio group; Home and End go to the ends. */
const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * zh-CN / English; the choice is remembered on this browser. A plain two-button segmented control
 * (it is on the sign-in page, which loads before the component library).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value: Lang = i18n.language === 'en' ? 'en' : currentLanguage();
  const buttons = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const here = LANGUAGES.indexOf(value);
    const index =
      step === 'first'
        ? 0
        : step === 'last'
          ? LANGUAGES.length - 1
          : (here + step + LANGUAGES.length) % LANGUAGES.length;
    const lang = LANGUAGES[index] ?? value;
    buttons.current[lang]?.focus();
    if (lang !== value) void changeLanguage(lang);
  };

  return (
    // The group sits in a block of its own, as the old control did, so rows around it keep their height.
    <div data-testid="lang-switch" role="radiogroup" aria-label={t('lang.label')}>
      <span className="plain-segmented plain-segmented-small">
        {LANGUAGES.map((lang) => {
          const checked = lang === value;
          return (
            <button
              key={lang}
              ref={(element) => {
                buttons.current[lang] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              // One tab stop for the group, on the chosen language.
              tabIndex={checked ? 0 : -1}
              className="plain-segmented-item"
              onClick={() => !checked && void changeLanguage(lang)}
              onKeyDown={onKeyDown}
            >
              <span data-testid={`lang-${lang}`}>{t(`lang.${lang}`)}</span>
            </button>
          );
        })}
      </span>
    </div>
  );
}
