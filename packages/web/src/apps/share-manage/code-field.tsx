import { Button, Input, Radio, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { generateCode, isValidCode } from './share-rules';

/** No code, or a code of 4–8 letters or digits typed or generated. `null` = no code chosen. */
export function CodeField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const asking = value !== null;
  const invalid = asking && !isValidCode(value) ? t('shareManage.create.codeInvalid') : '';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Radio.Group
        value={asking ? 'set' : 'none'}
        onChange={(event) => onChange(event.target.value === 'set' ? generateCode() : null)}
        data-testid="share-code-choice"
      >
        <Radio value="none">{t('shareManage.create.codeNone')}</Radio>
        <Radio value="set" data-testid="share-code-set">
          {t('shareManage.create.codeSet')}
        </Radio>
      </Radio.Group>
      {asking ? (
        <Space.Compact style={{ width: 280 }}>
          <Input
            value={value}
            maxLength={8}
            status={invalid ? 'error' : undefined}
            placeholder={t('shareManage.create.codePlaceholder')}
            onChange={(event) => onChange(event.target.value.trim())}
            aria-label={t('shareManage.create.code')}
            data-testid="share-code-input"
          />
          <Button onClick={() => onChange(generateCode())} data-testid="share-code-generate">
            {t('shareManage.create.generate')}
          </Button>
        </Space.Compact>
      ) : null}
      {invalid ? (
        <span className="share-field-error" role="alert">
          {invalid}
        </span>
      ) : null}
    </Space>
  );
}

export function codeReady(code: string | null): boolean {
  return code === null || (code !== '' && isValidCode(code));
}
