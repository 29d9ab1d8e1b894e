import { messageOf, type CatalogueCode } from '@coffer/contract';
import { Tag } from 'antd';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** What a refusal code said to the person refused, in the page's language. */
export function refusalText(result: string): string {
  const text = messageOf(result as CatalogueCode, currentLanguage());
  return text === result ? '' : text.replace(/\{\w+\}/g, '…');
}

/**
 * `ok` as a success; a refusal as what it said to the person refused (the catalogue's message), its
 * code on hover, or beside it with `withText` (the detail). A code the catalogue lacks shows as is.
 */
export function LogResultTag({ result, withText = false }: { result: string; withText?: boolean }) {
  const { t } = useTranslation();
  if (result === 'ok') return <Tag color="success">{t('logCenter.resultOk')}</Tag>;
  const text = refusalText(result) || (result === 'error' ? t('logCenter.resultError') : '');
  if (withText)
    return (
      <>
        <Tag color="error">{result}</Tag>
        {text ? <span>{text}</span> : null}
      </>
    );
  return (
    <Tag color="error" title={result} className="log-result-refusal" data-testid="log-result-refusal">
      {text || result}
    </Tag>
  );
}
