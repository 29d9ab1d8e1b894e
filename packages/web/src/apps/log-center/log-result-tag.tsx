import { messageOf, type CatalogueCode } from '@coffer/contract';
import { Tag } from 'antd';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** What a refusal code said to the person refused, in the page's language. */
export function refusalText(result: string): string {
  const text = messageOf(result as CatalogueCode, currentLanguage());
  return text === result ? '' : text.replace(/\{\w+\}/g, '…');
}

/** `ok` as a success, anything else as the refusal code it was answered with (its message on hover). */
export function LogResultTag({ result, withText = false }: { result: string; withText?: boolean }) {
  const { t } = useTranslation();
  if (result === 'ok') return <Tag color="success">{t('logCenter.resultOk')}</Tag>;
  const text = refusalText(result);
  return (
    <>
      <Tag color="error" title={text || undefined}>
        {result}
      </Tag>
      {withText && text ? <span>{text}</span> : null}
    </>
  );
}
