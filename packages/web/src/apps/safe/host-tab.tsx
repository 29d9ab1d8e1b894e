import type { HostProtection } from '@coffer/contract/calls/safe-types';
import { Alert, Button, Descriptions, Spin, Tag, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useSafeConf } from './use-safe';

/**
 * The firewall or antivirus as this machine really has it (nftables, ClamAV): its own output when
 * installed and answering, otherwise which tool is missing or why it did not answer.
 */
export function HostTab({ kind }: { kind: 'firewall' | 'antivirus' }) {
  const { t } = useTranslation();
  const conf = useSafeConf();
  if (conf.isPending) return <Spin tip={t('safe.host.loading')}>{<div className="safe-spin" />}</Spin>;
  if (conf.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('safe.host.loadFailed')}
        description={conf.error.message}
        action={<Button onClick={() => void conf.refetch()}>{t('safe.list.retry')}</Button>}
      />
    );
  }
  const state: HostProtection = conf.data[kind];
  return (
    <div className="safe-host" data-testid={`safe-${kind}`}>
      <Typography.Paragraph type="secondary" className="safe-intro">
        {t(kind === 'firewall' ? 'safe.host.firewallIntro' : 'safe.host.antivirusIntro')}
      </Typography.Paragraph>
      {!state.installed ? (
        <Alert
          type="warning"
          showIcon
          message={t(kind === 'firewall' ? 'safe.host.firewallMissing' : 'safe.host.antivirusMissing')}
          description={t('safe.host.missing', { tools: state.missing.join(', ') })}
          data-testid={`safe-${kind}-missing`}
        />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('safe.host.version')}>{state.version || '—'}</Descriptions.Item>
            {kind === 'antivirus' ? (
              <Descriptions.Item label="clamd">
                {state.missing.includes('clamd') ? (
                  <Tag>{t('safe.host.scannerOnly')}</Tag>
                ) : state.running ? (
                  <Tag color="green">{t('safe.host.clamdRunning')}</Tag>
                ) : (
                  <Tag color="orange">{t('safe.host.clamdStopped')}</Tag>
                )}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {state.error ? (
            <Alert
              type="error"
              showIcon
              className="safe-warn"
              message={t('safe.host.error', { reason: state.error })}
            />
          ) : null}
          {kind === 'firewall' && !state.error ? (
            <>
              <Typography.Title level={5}>{t('safe.host.firewallRules')}</Typography.Title>
              {state.detail ? (
                <pre className="safe-detail">{state.detail}</pre>
              ) : (
                <Typography.Text type="secondary">{t('safe.host.noRules')}</Typography.Text>
              )}
            </>
          ) : null}
          {kind === 'antivirus' && state.detail ? <pre className="safe-detail">{state.detail}</pre> : null}
        </>
      )}
      <Button className="safe-refresh" onClick={() => void conf.refetch()} loading={conf.isFetching}>
        {t('safe.host.refresh')}
      </Button>
    </div>
  );
}
