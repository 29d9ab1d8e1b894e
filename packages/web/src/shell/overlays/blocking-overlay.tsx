import { useState } from 'react';
import { Button, Space } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import type { PowerAction } from '../power/power-waiting-store';
import { BLOCKING_ACTIONS, blockingDialogOf, type BlockingDialog } from './blocking-codes';
import { readBlockingData, type BlockingDisk } from './blocking-data';
import { OverlayModal } from './overlay-modal';
import { requestPower } from './power-request';

const AREA: Record<string, 'main' | 'm2' | 'esata'> = { sata: 'main', nvme: 'm2', esata: 'esata' };
const KNOWN_ERRORS = ['mount_failed', 'disk_size_limit', 'disk_lost'] as const;
const KNOWN_SUGGESTIONS = ['check_disks', 'replace_disk'] as const;
const NO_DISK_STEPS = ['powerOff', 'reinsert', 'powerOn', 'support'] as const;

/** The translation key of a blocking dialog's title; the generic one keeps its own. */
export function blockingTitleKey(dialog: BlockingDialog) {
  return dialog === 'generic'
    ? ('overlays.blocking.title' as const)
    : (`overlays.blocking.dialogs.${dialog}.title` as const);
}

function DiskTable({ disks }: { disks: readonly BlockingDisk[] }) {
  const { t } = useTranslation();
  const known = <T extends string>(list: readonly T[], value: string): value is T =>
    (list as readonly string[]).includes(value);
  return (
    <table
      className="storage-overlay__layout storage-overlay__layout--disks"
      data-testid="overlay-blocking-disks"
    >
      <thead>
        <tr>
          <th scope="col">{t('overlays.blocking.table.slot')}</th>
          <th scope="col">{t('overlays.blocking.table.disk')}</th>
          <th scope="col">{t('overlays.blocking.table.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {disks.map((disk) => (
          <tr key={disk.sn} data-testid={`overlay-blocking-disk-${disk.sn}`}>
            <th scope="row">
              {AREA[disk.devType] && disk.position > 0
                ? t(`alerts.where.${AREA[disk.devType]!}`, { pos: disk.position })
                : t('overlays.confirm.unknownSlot')}
            </th>
            <td>
              <span className="storage-overlay__serial">{disk.sn}</span>
              {disk.size !== null && (
                <span className="storage-overlay__size">{formatCapacity(disk.size)}</span>
              )}
            </td>
            <td>
              {disk.error && (
                <span>
                  {known(KNOWN_ERRORS, disk.error) ? t(`overlays.blocking.error.${disk.error}`) : disk.error}
                </span>
              )}
              {disk.cause && <span className="storage-overlay__cause">{disk.cause}</span>}
              {known(KNOWN_SUGGESTIONS, disk.suggestion) && (
                <span className="storage-overlay__hint">
                  {t('overlays.blocking.table.suggestion')}
                  {t('common.colon')}
                  {t(`overlays.blocking.suggestion.${disk.suggestion}`)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * spec 2 §8 (BOOT-BLK-01): the super administrator's dialog of a blocking code: its own for the
 * codes T4 describes (N300005's disks with error, cause and suggestion; N300035's steps; N300036's
 * disks out of range; N300034's and N300410's restart …), the generic disk-problem dialog (shut
 * down, restart, the storage manager) for N300029 and every unlisted code. The others get the
 * waiting variant. Power actions ask for the administrator password first, as the daemon requires.
 */
export function BlockingOverlay({
  code,
  data = {},
  onOpenStorage,
}: {
  code: number | string;
  data?: Record<string, unknown>;
  onOpenStorage: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PowerAction | null>(null);
  const [error, setError] = useState('');
  const dialog = blockingDialogOf(code) ?? 'generic';
  const facts = readBlockingData(data);
  const power = async (action: PowerAction) => {
    setBusy(action);
    setError('');
    const failure = await requestPower(action);
    setBusy(null);
    if (failure) setError(failure || t('overlays.blocking.powerFailed'));
  };
  const actions = BLOCKING_ACTIONS[dialog];
  return (
    <OverlayModal
      title={t(blockingTitleKey(dialog))}
      testId="overlay-blocking"
      width={dialog === 'generic' || facts.disks.length === 0 ? 520 : 600}
      footer={
        <Space wrap>
          {actions.includes('storage') && (
            <Button data-testid="overlay-blocking-storage" onClick={onOpenStorage}>
              {t('overlays.blocking.openStorage')}
            </Button>
          )}
          {actions.includes('reboot') && (
            <Button
              data-testid="overlay-blocking-reboot"
              type={actions.length === 1 ? 'primary' : 'default'}
              loading={busy === 'reboot'}
              onClick={() => void power('reboot')}
            >
              {t('overlays.blocking.reboot')}
            </Button>
          )}
          {actions.includes('shutdown') && (
            <Button
              data-testid="overlay-blocking-shutdown"
              danger
              type="primary"
              loading={busy === 'shutdown'}
              onClick={() => void power('shutdown')}
            >
              {t('overlays.blocking.shutdown')}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="overlay-blocking-dialog" data-dialog={dialog}>
        <p className="storage-overlay__lead">
          {dialog === 'generic'
            ? t('overlays.blocking.text')
            : t(`overlays.blocking.dialogs.${dialog}.text`, {
                names: facts.pools.map((pool) => pool.name).join(t('overlays.blocking.listSeparator')),
              })}
        </p>
        {dialog === 'noDisk' && (
          <ol className="storage-overlay__steps" data-testid="overlay-blocking-steps">
            {NO_DISK_STEPS.map((step) => (
              <li key={step}>{t(`overlays.blocking.steps.${step}`)}</li>
            ))}
          </ol>
        )}
        {facts.disks.length > 0 && (
          <div className="storage-overlay__layouts">
            <DiskTable disks={facts.disks} />
          </div>
        )}
        {facts.reason && (
          <p className="storage-overlay__reason" data-testid="overlay-blocking-reason">
            {t('overlays.blocking.reason', { reason: facts.reason })}
          </p>
        )}
        <p className="storage-overlay__code" data-testid="overlay-blocking-code">
          {t('overlays.blocking.code', { code: String(code) })}
        </p>
        {error && (
          <p role="alert" className="storage-overlay__error">
            {error}
          </p>
        )}
      </div>
    </OverlayModal>
  );
}
