import { useState } from 'react';
import { Button, Modal } from 'antd';
import { Role, type DbRepairStateInfo, type MainRole } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { DbRepairSteps } from './db-repair-steps';
import { useAcknowledgeDbRepair, useDbRepairState } from './use-db-repair-state';
import './db-repair.css';

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
  const footer = running
    ? null
    : [
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
      </div>
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
