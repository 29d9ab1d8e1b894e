import type { FtpConfig } from '@coffer/contract';
import { Form, InputNumber, Space } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { ChoiceField } from './choice-field';
import type { DraftFields } from './config-editor';
import { PortField } from './port-field';

/** FTP: control port, the passive data ports and FTPS. */
export function FtpFields(fields: DraftFields<FtpConfig>) {
  const { t } = useTranslation();
  const { draft, change, wrong } = fields;
  const [from, to] = draft.passivePorts;
  const passiveWrong = wrong === 'passivePorts';
  return (
    <>
      <PortField {...fields} testId="ftp-port" />
      <Form.Item
        label={t('fileServices.config.ftp.passive')}
        validateStatus={passiveWrong ? 'error' : undefined}
        help={passiveWrong ? t('fileServices.config.ftp.passiveOrder') : t('fileServices.config.portHint')}
      >
        <Space>
          <InputNumber
            min={1}
            max={65535}
            precision={0}
            value={from}
            onChange={(value) => change({ passivePorts: [value, to] })}
            aria-label={t('fileServices.config.ftp.passiveFrom')}
            data-testid="ftp-passive-from"
          />
          <span aria-hidden>–</span>
          <InputNumber
            min={1}
            max={65535}
            precision={0}
            value={to}
            onChange={(value) => change({ passivePorts: [from, value] })}
            aria-label={t('fileServices.config.ftp.passiveTo')}
            data-testid="ftp-passive-to"
          />
        </Space>
      </Form.Item>
      <ChoiceField
        label={t('fileServices.config.ftp.tls')}
        hint={t('fileServices.config.ftp.tlsHint')}
        name="ftp-tls"
        value={draft.tls}
        onChange={(tls) => change({ tls })}
        options={[
          { value: 'off', label: t('fileServices.config.ftp.tlsOff') },
          { value: 'allowed', label: t('fileServices.config.ftp.tlsAllowed') },
          { value: 'required', label: t('fileServices.config.ftp.tlsRequired') },
        ]}
      />
    </>
  );
}
