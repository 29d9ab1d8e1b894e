import { useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { usePush } from '../push/use-push';
import { probeHealth } from './health-probe';
import { POWER_WATCH_START, watchPower, type HealthProbe } from './power-watch';
import { usePowerWaitingStore } from './power-waiting-store';
import './power-waiting-dialog.css';

/** How often the dialog asks whether the device is back. */
export const HEALTH_POLL_MS = 2_000;

function reloadPage(): void {
  window.location.reload();
}

export interface PowerWaitingDialogProps {
  probe?: () => Promise<HealthProbe>;
  reload?: () => void;
}

/**
 * Spec 2 §2.2: the blocking wait while the device restarts or shuts down. It watches
 * `GET /healthcheck` and reloads the page once the daemon is back (a reboot, or a machine that
 * was shut down and switched on again).
 */
export function PowerWaitingDialog({ probe = probeHealth, reload = reloadPage }: PowerWaitingDialogProps) {
  const { t } = useTranslation();
  const action = usePowerWaitingStore((state) => state.action);
  const show = usePowerWaitingStore((state) => state.show);
  const [down, setDown] = useState(false);

  usePush('reboot', (_data, event) => show('reboot', event.time));
  usePush('shutdown', (_data, event) => show('shutdown', event.time));

  useEffect(() => {
    if (!action) return;
    let watch = POWER_WATCH_START;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const result = watchPower(watch, await probe());
      if (stopped) return;
      watch = result.watch;
      setDown(watch.sawDown);
      if (result.back) {
        reload();
        return;
      }
      timer = setTimeout(() => void look(), HEALTH_POLL_MS);
    };
    timer = setTimeout(() => void look(), HEALTH_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [action, probe, reload]);

  const rebooting = action === 'reboot';
  const shutDown = action === 'shutdown' && down;
  return (
    <Modal
      open={action !== null}
      title={t(rebooting ? 'power.rebootingTitle' : 'power.shuttingDownTitle')}
      closable={false}
      footer={null}
      keyboard={false}
      mask={{ closable: false }}
      centered
      width={356}
      zIndex={3000}
    >
      <div className="power-waiting" data-testid="power-waiting-dialog" data-action={action ?? ''}>
        {!shutDown && <Spin />}
        <p className="power-waiting__text">
          {rebooting ? t('power.rebooting') : t(shutDown ? 'power.shutDown' : 'power.shuttingDown')}
        </p>
        {rebooting && <p className="power-waiting__hint">{t('power.rebootingHint')}</p>}
      </div>
    </Modal>
  );
}
