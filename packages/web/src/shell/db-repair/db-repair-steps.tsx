import { Steps } from 'antd';
import type { DbRepairStateInfo } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';

/** The repair's steps with the current one (DBR-01): an error mark on it when the repair failed. */
export function DbRepairSteps({ state }: { state: DbRepairStateInfo }) {
  const { t } = useTranslation();
  const status = state.state === 'fail' ? 'error' : state.state === 'success' ? 'finish' : 'process';
  const current = state.state === 'success' ? state.steps.length : state.currentStep;
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={current}
      status={status}
      items={state.steps.map((step) => ({ title: t(`dbRepair.steps.${step}`) }))}
      data-testid="db-repair-steps"
    />
  );
}
