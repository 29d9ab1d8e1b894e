import { useState } from 'react';
import { Button, Checkbox, Progress, Tag } from 'antd';
import {
  Role,
  type MainRole,
  type StorageSync,
  type StorageSyncEntry,
  type SystemAlertInfo,
} from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { acknowledgeAlert } from '../alerts/acknowledge-alert';
import { SideCard } from '../side-card/side-card';
import { remainingParts } from './remaining-time';

export interface SyncCardProps {
  sync: StorageSync;
  role: MainRole;
  /**
   * The RAID sync alerts not yet acknowledged (spec 2 §4.12): this card says what they say and
   * more, so it carries their acknowledgement instead of the alert card.
   */
  alerts: readonly SystemAlertInfo[];
  acknowledge?: (id: string) => Promise<boolean>;
  /** Opens the storage manager (administrators). */
  onOpenStorage?: () => void;
  onClose: () => void;
}

/** The card's title: a running recovery first, then a resync, then a failure. */
function headline(sync: StorageSync): StorageSyncEntry['action'] {
  const actions = sync.usr.map((entry) => entry.action);
  if (actions.includes('recover')) return 'recover';
  if (actions.includes('resync')) return 'resync';
  return 'fail';
}

/**
 * spec 2 §4.3 (BOOT-RAID-01..04): the pools resyncing or recovering, each with its whole percent and
 * the time left in days, hours and minutes, and the pools whose recovery failed. Every role sees
 * the progress; the administrators are told what not to do and may open the storage manager; the
 * master acknowledges the RAID sync alert after the risk checkbox. On a failure the pool keeps
 * running on its disks ("use the disks without recovery" closes the card) and is repaired again
 * in the storage manager.
 */
export function SyncCard({
  sync,
  role,
  alerts,
  acknowledge = acknowledgeAlert,
  onOpenStorage,
  onClose,
}: SyncCardProps) {
  const { t } = useTranslation();
  const [risk, setRisk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const user = role === Role.user;
  const master = role === Role.master;
  const open = alerts.filter((alert) => !alert.acknowledged && !acknowledged.has(alert.id));
  const running = sync.usr.some((entry) => entry.action !== 'fail');
  const onlyFailures = !running;

  const remaining = (seconds: number) => {
    const parts = remainingParts(seconds);
    if (!parts) return t('overlays.sync.estimating');
    const time = [
      parts.days > 0 ? t('overlays.sync.days', { count: parts.days }) : '',
      parts.hours > 0 ? t('overlays.sync.hours', { count: parts.hours }) : '',
      parts.minutes > 0 ? t('overlays.sync.minutes', { count: parts.minutes }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    return t('overlays.sync.remaining', { time });
  };

  const onAcknowledge = async () => {
    setBusy(true);
    const done: string[] = [];
    for (const alert of open) if (await acknowledge(alert.id)) done.push(alert.id);
    setBusy(false);
    setAcknowledged(new Set([...acknowledged, ...done]));
  };

  return (
    <SideCard
      title={t(`overlays.sync.title.${headline(sync)}`)}
      data-testid="overlay-sync"
      data-status={sync.status}
      actions={
        <>
          <Button data-testid="overlay-sync-close" onClick={onClose}>
            {onlyFailures && !user ? t('overlays.sync.keepUsing') : t('overlays.sync.close')}
          </Button>
          {!user && onOpenStorage ? (
            <Button data-testid="overlay-sync-storage" onClick={onOpenStorage}>
              {t('overlays.sync.openStorage')}
            </Button>
          ) : null}
          {master && open.length > 0 ? (
            <Button
              type="primary"
              data-testid="overlay-sync-acknowledge"
              disabled={!risk || busy}
              loading={busy}
              onClick={() => void onAcknowledge()}
            >
              {t('alerts.acknowledge')}
            </Button>
          ) : null}
        </>
      }
    >
      <ul className="sync-card__pools">
        {sync.usr.map((entry) => {
          const name = entry.name || '—';
          const failed = entry.action === 'fail';
          // The code alone: the catalogue's texts stay out of the desktop's bundle.
          const code = user || entry.code === undefined ? '' : String(entry.code);
          return (
            <li
              key={`${entry.id ?? entry.name}-${entry.action}`}
              data-testid="overlay-sync-pool"
              data-action={entry.action}
            >
              <div className="sync-card__head">
                <span className="sync-card__name">{t('overlays.sync.pool', { name })}</span>
                <Tag color={failed ? 'error' : 'processing'}>{t(`overlays.sync.action.${entry.action}`)}</Tag>
              </div>
              <Progress
                percent={entry.progress}
                size="small"
                status={failed ? 'exception' : 'active'}
                aria-label={t('overlays.sync.progress', { name: t('overlays.sync.pool', { name }) })}
                data-testid="overlay-sync-progress"
              />
              {failed ? (
                <>
                  {!user && <p>{t('overlays.sync.failText', { name })}</p>}
                  {code && <p className="side-card__note">{t('overlays.blocking.code', { code })}</p>}
                </>
              ) : (
                <p className="side-card__note" data-testid="overlay-sync-remaining">
                  {remaining(entry.remain)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {user ? (
        <p data-testid="overlay-wait-text">
          {running ? t('overlays.sync.userText') : t('overlays.sync.userFailText')}
        </p>
      ) : running ? (
        <p>{t('overlays.sync.advice')}</p>
      ) : null}
      {master && open.length > 0 ? (
        <p>
          <Checkbox
            checked={risk}
            data-testid="overlay-sync-risk"
            onChange={(event) => setRisk(event.target.checked)}
          >
            {t('alerts.risk')}
          </Checkbox>
        </p>
      ) : null}
      {role === Role.devOps && open.length > 0 ? (
        <p className="side-card__note">{t('alerts.masterOnly')}</p>
      ) : null}
    </SideCard>
  );
}
