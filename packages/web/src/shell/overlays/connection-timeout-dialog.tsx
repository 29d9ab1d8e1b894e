import { Modal, Spin } from 'antd';
import { useConnectionStore } from '../../api/connection-store';
import { useTranslation } from '../../i18n/use-translation';
import { useScreenLocked } from '../lock/lock-store';
import { usePollStore } from './poll-store';
import { upgradeRestartExpected } from './upgrade-view';

/**
 * POLL-06/07 (spec 2 §2.2): the connection-timeout dialog of a signed-in page, open while the last
 * failed call came more than 25 s after the last answer; the next answer closes it. Not while an
 * upgrade installs and restarts the device: the daemon is away on purpose, and the upgrade overlay
 * says so.
 */
export function ConnectionTimeoutDialog() {
  const { t } = useTranslation();
  const timedOut = useConnectionStore((state) => state.timedOut);
  const upgradeRestart = usePollStore((state) => upgradeRestartExpected(state.answer?.upgrade));
  const locked = useScreenLocked();
  return (
    <Modal
      open={timedOut && !upgradeRestart}
      title={t('overlays.connection.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      focusable={{ trap: !locked }}
      centered
      width={400}
      footer={null}
      zIndex={2500}
    >
      <div data-testid="connection-timeout-dialog" role="alert" className="storage-overlay__wait">
        <Spin />
        <p>{t('connection.timedOut')}</p>
      </div>
    </Modal>
  );
}
