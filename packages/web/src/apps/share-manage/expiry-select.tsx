import { Radio } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { EXPIRY_DAYS } from './share-rules';

/** The lifetimes a link may have (1, 3, 7, 30 days); `keep` adds "unchanged" for a modification. */
export function ExpirySelect({
  value,
  onChange,
  keepLabel,
}: {
  value: number | null;
  onChange: (days: number | null) => void;
  keepLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value ?? 'keep'}
      onChange={(event) => onChange(event.target.value === 'keep' ? null : Number(event.target.value))}
      data-testid="share-expiry"
    >
      {keepLabel ? <Radio value="keep">{keepLabel}</Radio> : null}
      {EXPIRY_DAYS.map((days) => (
        <Radio key={days} value={days} data-testid={`share-expiry-${days}`}>
          {t('shareManage.create.days', { days })}
        </Radio>
      ))}
    </Radio.Group>
  );
}
