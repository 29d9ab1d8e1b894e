import type { DiskInfo, PoolInfo } from '@coffer/contract';
import type { CreateProblem, WizardAction, WizardState } from '../wizard-state';

/** What every settings step of the wizard is given. */
export interface WizardStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  disks: readonly DiskInfo[];
  /** Pools and cache pools, for names. */
  pools: readonly PoolInfo[];
  /** The daemon's refusals that concern this step. */
  problems: readonly CreateProblem[];
  checking: boolean;
  /** Enter in a field: the step's main button, when it is enabled. */
  onEnter: () => void;
}
