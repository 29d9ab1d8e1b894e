import { useId } from 'react';
import { Button, Space } from 'antd';
import { signOutByUser } from '../../app/sign-out';
import { useTranslation } from '../../i18n/use-translation';

export interface PendingPanelProps {
  mayHandleDisks: boolean;
  /** Free disks the daemon reports (administrators only). */
  freeDisks: number;
  onCreate: () => void;
  /** Opens the first-use wizard over the free disks. */
  onSetUp: () => void;
  onLater: () => void;
}

/**
 * spec 2 `pending` (first use, no pool): says so and leads the super administrator to the storage
 * manager's create wizard; everyone else waits for the administrator. A panel beside the desktop,
 * not a modal: until a pool exists the rest of the desktop (settings, accounts) stays usable.
 */
export function PendingPanel({ mayHandleDisks, freeDisks, onCreate, onSetUp, onLater }: PendingPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className="storage-pending-panel"
      aria-labelledby={titleId}
      data-testid={mayHandleDisks ? 'overlay-pending' : 'overlay-pending-wait'}
    >
      <h2 id={titleId} className="storage-pending-panel__title">
        {t('overlays.pending.title')}
      </h2>
      {mayHandleDisks ? (
        <>
          <p>{t('overlays.pending.text')}</p>
          <p className="storage-pending-panel__disks" data-testid="overlay-pending-disks">
            {freeDisks > 0
              ? t('overlays.pending.disks', { count: freeDisks })
              : t('overlays.pending.noDisks')}
          </p>
          <Space>
            <Button data-testid="overlay-pending-later" onClick={onLater}>
              {t('overlays.pending.later')}
            </Button>
            {freeDisks > 0 ? (
              <>
                <Button data-testid="overlay-pending-create" onClick={onCreate}>
                  {t('overlays.pending.create')}
                </Button>
                <Button data-testid="overlay-pending-set-up" type="primary" onClick={onSetUp}>
                  {t('overlays.pending.setUp')}
                </Button>
              </>
            ) : (
              <Button data-testid="overlay-pending-create" type="primary" onClick={onCreate}>
                {t('overlays.pending.create')}
              </Button>
            )}
          </Space>
        </>
      ) : (
        <>
          <p data-testid="overlay-wait-text">{t('overlays.pending.waitText')}</p>
          <Space>
            <Button data-testid="overlay-pending-later" onClick={onLater}>
              {t('overlays.pending.later')}
            </Button>
            <Button data-testid="overlay-sign-out" onClick={() => void signOutByUser()}>
              {t('overlays.wait.signOut')}
            </Button>
          </Space>
        </>
      )}
    </section>
  );
}
