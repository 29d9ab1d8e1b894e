import { Form, InputNumber } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import type { DraftFields } from './config-editor';

/** A service's port: a whole number 1–65535; marked when the contract refuses it. */
export function PortField({
  draft,
  change,
  wrong,
  testId,
}: DraftFields<{ port: number }> & { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('fileServices.config.port')}
      htmlFor={testId}
      validateStatus={wrong === 'port' ? 'error' : undefined}
      help={t('fileServices.config.portHint')}
    >
      <InputNumber
        id={testId}
        min={1}
        max={65535}
        precision={0}
        value={draft.port}
        onChange={(port) => change({ port })}
        style={{ width: 160 }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
