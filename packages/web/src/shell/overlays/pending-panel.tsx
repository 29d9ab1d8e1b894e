import { Button } from 'antd';
import { signOutByUser } from '../../app/sign-out';
import { useTranslation } from '../../i18n/use-translation';
import { SideCard } from '../side-card/side-card';

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
 * spec 2 `pending` (first use, no pool): says so, with the free-disk count. With free disks the
 * super administrator may set up storage in the first-use wizard (ZDR or RAID1 over them, spec 2
 * §4.2) or create a pool in the storage manager; with none, the storage manager is the way. Everyone
 * else waits for the administrator or signs out. A card beside the desktop, not a modal: until a
 * pool exists the rest of the desktop (settings, accounts) stays usable.
 */
export function PendingPanel({ mayHandleDisks, freeDisks, onCreate, onSetUp, onLater }: PendingPanelProps) {
  const { t } = useTranslation();
  const later = (
    <Button data-testid="overlay-pending-later" onClick={onLater}>
      {t('overlays.pending.later')}
    </Button>
  );
  if (!mayHandleDisks) {
    return (
      <SideCard
        title={t('overlays.pending.title')}
        data-testid="overlay-pending-wait"
        actions={
          <>
            {later}
            <Button data-testid="overlay-sign-out" onClick={() => void signOutByUser()}>
              {t('overlays.wait.signOut')}
            </Button>
          </>
        }
      >
        <p data-testid="overlay-wait-text">{t('overlays.pending.waitText')}</p>
      </SideCard>
    );
  }
  return (
    <SideCard
      title={t('overlays.pending.title')}
      data-testid="overlay-pending"
      actions={
        <>
          {later}
          <Button
            data-testid="overlay-pending-create"
            type={freeDisks > 0 ? 'default' : 'primary'}
            onClick={onCreate}
          >
            {t('overlays.pending.create')}
          </Button>
          {freeDisks > 0 ? (
            <Button data-testid="overlay-pending-set-up" type="primary" onClick={onSetUp}>
              {t('overlays.pending.setUp')}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t('overlays.pending.text')}</p>
      <p className="side-card__note" data-testid="overlay-pending-disks">
        {freeDisks > 0 ? t('overlays.pending.disks', { count: freeDisks }) : t('overlays.pending.noDisks')}
      </p>
    </SideCard>
  );
}
