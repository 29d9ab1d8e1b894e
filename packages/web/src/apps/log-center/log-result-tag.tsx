import { Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/** `ok` as a success, anything else as the refusal code it was answered with. */
export function LogResultTag({ result }: { result: string }) {
  const { t } = useTranslation();
  if (result === 'ok') return <Tag color="success">{t('logCenter.resultOk')}</Tag>;
  return <Tag color="error">{result}</Tag>;
}
