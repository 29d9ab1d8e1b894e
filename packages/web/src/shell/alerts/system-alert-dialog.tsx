import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { Role, type MainRole, type SystemAlertInfo } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { SideCard } from '../side-card/side-card';
import { acknowledgeAlert } from './acknowledge-alert';
import { closeAlert } from './close-alert';
import { bodyValues, firstOpenAlert, mayAcknowledge, storagePathOf } from './alert-view';

export interface SystemAlertDialogProps {
  /** The poll's `popup_msgs`. */
  alerts: readonly SystemAlertInfo[];
  role: MainRole;
  /** Opens the storage manager at a path (the administrators' link). */
  onOpenStorage?: (path: string) => void;
  acknowledge?: (id: string) => Promise<boolean>;
  /** Tells the daemon this person closed the alert (`/popup/msg/close`). */
  closeForMe?: (id: string) => Promise<boolean>;
}

const SMART_LABELS = ['warning', 'fault', 'notpassed'] as const;

/**
 * Spec 2 §4.12: the first system alert neither acknowledged nor closed by this person, as a card
 * beside the desktop rather than a modal: a hot disk must not stop the administrator's repair in its
 * tracks. Closing it tells the daemon (SET-DEV-07), so it stays closed until a new occurrence; the
 * card hides at once, before the answer. Administrators see
 * what, where, the measurement against its limit and advice; the master acknowledges it, after the
 * risk checkbox where the alert asks for one. Ordinary users are told to contact the administrator.
 */
export function SystemAlertDialog({
  alerts,
  role,
  onOpenStorage,
  acknowledge = acknowledgeAlert,
  closeForMe = closeAlert,
}: SystemAlertDialogProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [risk, setRisk] = useState<{ id: string; ticked: boolean }>({ id: '', ticked: false });
  const [busy, setBusy] = useState(false);
  const alert = firstOpenAlert(alerts, closed);
  if (!alert) return null;

  const close = () => setClosed(new Set([...closed, alert.id]));
  const closeForGood = () => {
    close();
    // A close the daemon missed (offline) lasts for this page only; nothing else depends on it.
    void closeForMe(alert.id).catch(() => false);
  };
  const ticked = risk.id === alert.id && risk.ticked;
  const smartLabel = (label: string) =>
    (SMART_LABELS as readonly string[]).includes(label)
      ? t(`alerts.smartLabel.${label as (typeof SMART_LABELS)[number]}`)
      : label;
  const title = t(`alerts.title.${alert.kind}`);
  const user = role === Role.user || alert.subject === null;
  const master = role === Role.master;

  const onAcknowledge = async () => {
    setBusy(true);
    const done = await acknowledge(alert.id);
    setBusy(false);
    if (done) close();
  };

  let body;
  if (user) {
    body = <p data-testid="system-alert-user">{t('alerts.userBody', { title })}</p>;
  } else {
    const { pos, ...values } = bodyValues(alert, smartLabel);
    const where = pos === undefined ? '' : t(`alerts.where.${alert.area}`, { pos });
    body = (
      <>
        <p data-testid="system-alert-body">{t(`alerts.body.${alert.kind}`, { ...values, where })}</p>
        <p>{t(`alerts.advice.${alert.kind}`)}</p>
        {onOpenStorage && (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              close();
              onOpenStorage(storagePathOf(alert));
            }}
          >
            {t('alerts.openStorage')}
          </Button>
        )}
        {master && alert.needsRisk && (
          <p>
            <Checkbox
              checked={ticked}
              onChange={(event) => setRisk({ id: alert.id, ticked: event.target.checked })}
            >
              {t('alerts.risk')}
            </Checkbox>
          </p>
        )}
        {!master && <p>{t('alerts.masterOnly')}</p>}
      </>
    );
  }

  const actions = (
    <>
      <Button onClick={closeForGood} data-testid="system-alert-close">
        {t('alerts.close')}
      </Button>
      {master ? (
        <Button
          type="primary"
          disabled={!mayAcknowledge(alert, ticked, busy)}
          loading={busy}
          onClick={() => void onAcknowledge()}
          data-testid="system-alert-acknowledge"
        >
          {t('alerts.acknowledge')}
        </Button>
      ) : null}
    </>
  );

  return (
    <SideCard
      title={title}
      actions={actions}
      data-testid="system-alert"
      data-kind={alert.kind}
      data-id={alert.id}
    >
      {body}
    </SideCard>
  );
}
