import { isIpv4, isIpv6, isPort, networkMessageOf, NetCode } from '@coffer/contract';
import { Alert, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { CallError } from '../../../api/client';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { ReadingScope } from '../../../shell/disabled-part/reading-scope';
import { useDiagnose } from './use-network';

/** The network diagnosis of one port (SET-NET-06): link, address, gateway, DNS, and a host's port. */
export function DiagnoseDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const run = useDiagnose();
  const [host, setHost] = useState('');
  const [port, setPort] = useState('');
  const portProblem = port.trim() !== '' && !isPort(port);
  const hostProblem =
    host.trim() !== '' && !isIpv4(host.trim()) && !isIpv6(host.trim()) && !/^[a-z0-9.-]+$/i.test(host.trim());
  const failure = run.error instanceof CallError ? run.error.result : null;
  const start = () => {
    if (portProblem || hostProblem) return;
    run.mutate({ name, host: host.trim(), port: port.trim() });
  };
  // A diagnosis only reads, so it stays open to an operations administrator whose network area is closed.
  return (
    <ReadingScope>
      <Modal
        open
        title={t('settingNetwork.diagnoseTitle', { name })}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('settingNetwork.close')}</Button>}
        width={560}
        centered
        data-testid="net-diagnose"
      >
        <Form layout="vertical" onFinish={start}>
          <Space align="start" wrap>
            <Form.Item
              label={t('settingNetwork.diagnoseHost')}
              htmlFor="net-diag-host"
              validateStatus={hostProblem ? 'error' : undefined}
              help={hostProblem ? networkMessageOf(NetCode.invalidRequest, lang) : undefined}
            >
              <Input
                id="net-diag-host"
                value={host}
                maxLength={253}
                onChange={(event) => setHost(event.target.value)}
              />
            </Form.Item>
            <Form.Item
              label={t('settingNetwork.diagnosePort')}
              htmlFor="net-diag-port"
              validateStatus={portProblem ? 'error' : undefined}
              help={portProblem ? networkMessageOf(NetCode.port, lang) : undefined}
            >
              <Input
                id="net-diag-port"
                value={port}
                placeholder="80"
                maxLength={5}
                style={{ width: 100 }}
                onChange={(event) => setPort(event.target.value)}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" loading={run.isPending} data-testid="net-diag-run">
                {run.isPending ? t('settingNetwork.diagnoseRunning') : t('settingNetwork.diagnoseRun')}
              </Button>
            </Form.Item>
          </Space>
        </Form>
        {failure && <Alert type="error" showIcon title={networkMessageOf(failure.code, lang)} />}
        {run.data && (
          <ul className="network-steps" data-testid="net-diag-steps">
            {run.data.steps.map((step) => (
              <li key={step.step}>
                <Tag color={step.ok ? 'success' : 'error'}>
                  {step.ok ? t('settingNetwork.stepOk') : t('settingNetwork.stepFail')}
                </Tag>
                <strong>{t(`settingNetwork.step.${step.step}`)}</strong>
                <span className="setting-muted">{step.detail || t('settingNetwork.none')}</span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </ReadingScope>
  );
}
