import { useState } from 'react';
import { Button } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { signOutByUser } from '../../app/sign-out';
import { useTranslation } from '../../i18n/use-translation';
import type { PowerAction } from '../power/power-waiting-store';
import { SideCard } from '../side-card/side-card';
import type { HotplugDisk, HotplugNotice } from './hotplug-notice';
import { requestPower } from './power-request';

const AREA: Record<string, 'main' | 'm2' | 'esata'> = { sata: 'main', nvme: 'm2', esata: 'esata' };

/** What the master may do about a removed disk, per variant (BOOT-DLG-07). */
const POWER: Partial<Record<string, PowerAction>> = {
  member: 'shutdown',
  noDisks: 'shutdown',
  recovering: 'reboot',
};

export interface HotplugCardProps {
  notice: HotplugNotice;
  mayHandleDisks: boolean;
  onClose: () => void;
}

/**
 * spec 2 §2.2 push notices, BOOT-DLG-06/07: the disk that was just inserted or removed, as a card
 * beside the desktop (the notice centre keeps every one). A removed disk says what it means for
 * this viewer: the master is offered the shut-down (or, during a recovery, the restart) the text
 * advises, with the administrator password; an ordinary user may sign out.
 */
export function HotplugCard({ notice, mayHandleDisks, onClose }: HotplugCardProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const facts = (disk: HotplugDisk) => ({
    where: AREA[disk.devType]
      ? t(`alerts.where.${AREA[disk.devType]!}`, { pos: disk.pos })
      : t('overlays.hotplug.unknownSlot'),
    sn: disk.sn,
    size: formatCapacity(disk.size),
  });
  const power = notice.kind === 'removed' && mayHandleDisks ? POWER[notice.variant] : undefined;
  const onPower = async (action: PowerAction) => {
    setBusy(true);
    setError('');
    const failure = await requestPower(action);
    setBusy(false);
    if (failure) setError(failure);
  };

  if (notice.kind === 'added') {
    return (
      <SideCard
        title={t('overlays.hotplug.addedTitle')}
        data-testid="overlay-hotplug"
        data-kind="added"
        actions={
          <Button data-testid="overlay-hotplug-close" onClick={onClose}>
            {t('overlays.hotplug.close')}
          </Button>
        }
      >
        <p>{t('overlays.hotplug.added', facts(notice.disk))}</p>
        <p className="side-card__note">{t('overlays.hotplug.addedWait')}</p>
      </SideCard>
    );
  }
  const variant = notice.variant;
  return (
    <SideCard
      title={t('overlays.hotplug.removedTitle')}
      data-testid="overlay-hotplug"
      data-kind="removed"
      data-variant={variant}
      actions={
        <>
          <Button data-testid="overlay-hotplug-close" onClick={onClose}>
            {t('overlays.hotplug.close')}
          </Button>
          {variant === 'wait' ? (
            <Button data-testid="overlay-sign-out" onClick={() => void signOutByUser()}>
              {t('overlays.wait.signOut')}
            </Button>
          ) : null}
          {power ? (
            <Button
              data-testid={`overlay-hotplug-${power}`}
              danger={power === 'shutdown'}
              loading={busy}
              onClick={() => void onPower(power)}
            >
              {t(power === 'shutdown' ? 'overlays.hotplug.shutdown' : 'overlays.hotplug.reboot')}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t('overlays.hotplug.removed', facts(notice.disk))}</p>
      {variant !== 'free' ? (
        <p data-testid="overlay-hotplug-text">{t(`overlays.hotplug.variant.${variant}`)}</p>
      ) : null}
      {error ? (
        <p role="alert" className="storage-overlay__error">
          {error}
        </p>
      ) : null}
    </SideCard>
  );
}
