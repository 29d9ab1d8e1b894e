import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@coffer/contract';
import { changeLanguage, currentLanguage } from './i18n';
import { LANGUAGES } from './languages';

/** zh-CN / English; the choice is remembered on this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const value = i18n.language === 'en' ? 'en' : currentLanguage();
  return (
    <div data-testid="lang-switch" aria-label={t('lang.label')}>
      <Segmented<Lang>
        size="small"
        value={value}
        options={LANGUAGES.map((lang) => ({
          value: lang,
          label: <span data-testid={`lang-${lang}`}>{t(`lang.${lang}`)}</span>,
        }))}
        onChange={(lang) => void changeLanguage(lang)}
      />
    </div>
  );
}
