import { Modal, Spin } from 'antd';
import { useConnectionStore } from '../../api/connection-store';
import { useTranslation } from '../../i18n/use-translation';
import { useScreenLocked } from '../lock/lock-store';

/**
 * POLL-06/07 (spec 2 §2.2): the connection-timeout dialog of a signed-in page, open while the last
 * failed call came more than 25 s after the last answer; the next answer closes it.
 */
export function ConnectionTimeoutDialog() {
  const { t } = useTranslation();
  const timedOut = useConnectionStore((state) => state.timedOut);
  const locked = useScreenLocked();
  return (
    <Modal
      open={timedOut}
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
