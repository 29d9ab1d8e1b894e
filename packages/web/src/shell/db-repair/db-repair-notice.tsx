import { lazy, Suspense, useState } from 'react';
import { Button, Modal } from 'antd';
import { Role, type DbRepairStateInfo, type MainRole } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { DbRepairSteps } from './db-repair-steps';
import { useAcknowledgeDbRepair, useDbRepairState } from './use-db-repair-state';
import { useSupportPhone } from './use-support-phone';
import './db-repair.css';

const RemoteHelpDialog = lazy(() => import('../remote-help/remote-help-dialog'));

/**
 * Spec 2 §4.10: the database repair dialog, for every signed-in page while the daemon reports a
 * repair nobody acknowledged. The master acknowledges it for everyone; the others may only close it
 * on their own page. Renders nothing when all is well.
 */
export function DbRepairNotice() {
  const role = useSessionStore((store) => (store.session ? mainRoleOf(store.session) : null));
  const { data: state } = useDbRepairState(role !== null);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (!role || !state || state.state === 'none' || closedAt === state.startedAt) return null;
  return <DbRepairDialog state={state} role={role} onClose={() => setClosedAt(state.startedAt)} />;
}

function DbRepairDialog({
  state,
  role,
  onClose,
}: {
  state: DbRepairStateInfo;
  role: MainRole;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeDbRepair();
  const master = role === Role.master;
  const running = state.state === 'running';
  const failed = state.state === 'fail' && master;
  const [remoteHelpOpen, setRemoteHelpOpen] = useState(false);
  const footer = running
    ? null
    : [
        // DBR-03: after a failure the master may call for remote assistance (RHELP).
        failed && (
          <Button
            key="remote-help"
            data-testid="db-repair-remote-help"
            onClick={() => setRemoteHelpOpen(true)}
          >
            {t('dbRepair.remoteHelp')}
          </Button>
        ),
        master ? (
          <Button
            key="acknowledge"
            type="primary"
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate()}
          >
            {t('dbRepair.acknowledge')}
          </Button>
        ) : (
          <Button key="close" onClick={onClose}>
            {t('dbRepair.close')}
          </Button>
        ),
      ];
  return (
    <Modal
      open
      title={t('dbRepair.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      centered
      width={480}
      footer={footer}
    >
      <div className="db-repair" data-testid="db-repair-notice" data-state={state.state}>
        <DbRepairSteps state={state} />
        <DbRepairOutcome state={state} showDetails={role !== Role.user} />
        {failed && <SupportPhone />}
      </div>
      {remoteHelpOpen && (
        <Suspense fallback={null}>
          <RemoteHelpDialog open onClose={() => setRemoteHelpOpen(false)} />
        </Suspense>
      )}
    </Modal>
  );
}

/** What happened, in words: administrators also learn where the damaged file is kept. */
function DbRepairOutcome({ state, showDetails }: { state: DbRepairStateInfo; showDetails: boolean }) {
  const { t } = useTranslation();
  if (state.state === 'running') return <p className="db-repair__text">{t('dbRepair.running')}</p>;
  const incomplete = state.tables.filter((table) => !table.complete).map((table) => table.name);
  if (state.state === 'success' && !showDetails)
    return <p className="db-repair__text">{t('dbRepair.successForUser')}</p>;
  if (state.state === 'fail' && !showDetails)
    return <p className="db-repair__text db-repair__text--error">{t('dbRepair.failForUser')}</p>;
  return (
    <>
      {state.state === 'success' ? (
        <p className="db-repair__text">{t('dbRepair.success', { rows: String(state.recoveredRows) })}</p>
      ) : (
        <>
          <p className="db-repair__text db-repair__text--error">{t('dbRepair.fail')}</p>
          <p className="db-repair__text">{t('dbRepair.failDetail')}</p>
        </>
      )}
      {incomplete.length > 0 && (
        <p className="db-repair__text">{t('dbRepair.incomplete', { tables: incomplete.join(', ') })}</p>
      )}
      {state.damagedCopy !== '' && (
        <p className="db-repair__text db-repair__path">
          {t('dbRepair.damagedCopy', { path: state.damagedCopy })}
        </p>
      )}
      {state.state === 'fail' && <p className="db-repair__hint">{t('dbRepair.support')}</p>}
    </>
  );
}

/** DBR-03: the support hotline, when the device has one configured. */
function SupportPhone() {
  const { t } = useTranslation();
  const phone = useSupportPhone(true);
  if (!phone) return null;
  return (
    <p className="db-repair__hint" data-testid="db-repair-support-phone">
      {t('dbRepair.supportPhone', { phone })}
    </p>
  );
}
