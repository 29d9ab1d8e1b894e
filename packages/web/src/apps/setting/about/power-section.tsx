import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { Role, type MainRole } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { requestPower } from '../../../shell/overlays/power-request';
import type { PowerAction } from '../../../shell/power';

/** Restart and shut down (`/system/reboot`, `/system/shutdown`): the master, after a password check. */
export function PowerSection({ role }: { role: MainRole }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<PowerAction | null>(null);
  const isMaster = role === Role.master;
  const run = async (action: PowerAction) => {
    setBusy(action);
    setFailure((await requestPower(action)) ?? '');
    setBusy(null);
  };
  const reason = isMaster ? undefined : t('setting.about.powerOnlyMaster');
  return (
    <section className="setting-section" aria-labelledby="setting-power-title">
      <h2 id="setting-power-title">{t('setting.about.powerTitle')}</h2>
      <p className="setting-intro setting-muted">{reason ?? t('setting.about.powerIntro')}</p>
      <Space wrap>
        <Button
          data-testid="about-reboot"
          disabled={!isMaster}
          title={reason}
          loading={busy === 'reboot'}
          onClick={() => void run('reboot')}
        >
          {t('setting.about.reboot')}
        </Button>
        <Button
          danger
          data-testid="about-shutdown"
          disabled={!isMaster}
          title={reason}
          loading={busy === 'shutdown'}
          onClick={() => void run('shutdown')}
        >
          {t('setting.about.shutdown')}
        </Button>
      </Space>
      {failure && (
        <Alert
          className="setting-upgrade-alert"
          type="error"
          showIcon
          title={t('setting.about.powerFailed', { message: failure })}
        />
      )}
    </section>
  );
}
