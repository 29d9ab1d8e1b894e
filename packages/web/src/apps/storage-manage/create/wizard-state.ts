import type { CountStatus } from './create-choices';
import { diskCountStatus } from './create-choices';
import type { EncryptionPasswordInput } from './encryption-password';
import { encryptionPasswordReady } from './encryption-password';
import { RAID_MODES, type PoolProtocol, type RaidModeType } from '@coffer/contract';

/**
 * The steps of the create-pool wizard: the settings (mode, disks, spare, the two encryption dialogs
 * when encryption is ticked, confirm), then the optional SMART check, the format job, and its end.
 */
export type WizardStep =
  | 'mode'
  | 'disks'
  | 'spare'
  | 'encryptIntro'
  | 'encryptPassword'
  | 'confirm'
  | 'smartCheck'
  | 'progress'
  | 'complete'
  | 'failure';

export interface WizardState {
  step: WizardStep;
  protocol: PoolProtocol | null;
  mode: RaidModeType | null;
  encrypt: boolean;
  /** Serial numbers of the chosen members, in the order chosen. */
  disks: string[];
  name: string;
  /** The daemon's default name was asked for this kind: a name the user cleared stays clear. */
  nameDefaulted: boolean;
  spare: string | null;
  password: EncryptionPasswordInput;
  /** STOR-FMT-05: check the chosen disks' SMART before formatting. */
  smartCheck: boolean;
  /** STOR-FMT-08: the user ticked that the chosen disks' data will be erased. */
  eraseUnderstood: boolean;
  /** The daemon holds this flow's settings (`format/prepare` answered): leaving cancels them. */
  prepared: boolean;
  smartJobId: string | null;
  jobId: string | null;
  poolId: string | null;
  /** Why starting was refused (N300008, a validation refusal): shown on the confirm step. */
  startError: string | null;
  /** STOR-FMT-10: the reason of a failed format. */
  failure: string | null;
}

export type WizardAction =
  | { type: 'chooseKind'; protocol: PoolProtocol; mode: RaidModeType | null }
  | { type: 'chooseMode'; mode: RaidModeType }
  | { type: 'setEncrypt'; on: boolean }
  | { type: 'toggleDisk'; sn: string }
  | { type: 'setName'; name: string }
  | { type: 'defaultName'; name: string }
  | { type: 'chooseSpare'; sn: string | null }
  | { type: 'setPassword'; field: keyof EncryptionPasswordInput; value: string }
  | { type: 'setSmartCheck'; on: boolean }
  | { type: 'setEraseUnderstood'; on: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'prepared' }
  | { type: 'smartStarted'; jobId: string }
  | { type: 'started'; jobId: string; poolId: string }
  | { type: 'startRefused'; message: string }
  | { type: 'finished' }
  | { type: 'failed'; reason: string }
  | { type: 'retry' }
  | { type: 'trySmart' };

const NO_PASSWORD: EncryptionPasswordInput = { password: '', confirmation: '', hint: '' };

export function initialWizardState(
  protocol: PoolProtocol | null = null,
  mode: RaidModeType | null = null,
): WizardState {
  return {
    step: 'mode',
    protocol,
    mode,
    encrypt: false,
    disks: [],
    name: '',
    nameDefaulted: false,
    spare: null,
    password: NO_PASSWORD,
    smartCheck: false,
    eraseUnderstood: false,
    prepared: false,
    smartJobId: null,
    jobId: null,
    poolId: null,
    startError: null,
    failure: null,
  };
}

/** The settings steps in order: the encryption dialogs only when encryption is ticked (STOR-ENC-01). */
export function setupSteps(encrypt: boolean): WizardStep[] {
  return encrypt
    ? ['mode', 'disks', 'spare', 'encryptIntro', 'encryptPassword', 'confirm']
    : ['mode', 'disks', 'spare', 'confirm'];
}

export function nextStep(step: WizardStep, encrypt: boolean): WizardStep {
  const steps = setupSteps(encrypt);
  const at = steps.indexOf(step);
  return at < 0 || at === steps.length - 1 ? step : steps[at + 1]!;
}

export function previousStep(step: WizardStep, encrypt: boolean): WizardStep {
  if (step === 'smartCheck' || step === 'failure') return 'confirm';
  const steps = setupSteps(encrypt);
  const at = steps.indexOf(step);
  return at <= 0 ? step : steps[at - 1]!;
}

function toggled(state: WizardState, sn: string): string[] {
  if (state.disks.includes(sn)) return state.disks.filter((chosen) => chosen !== sn);
  // A one-disk mode takes the new choice instead of the old one.
  if (state.mode !== null && RAID_MODES[state.mode].maxDisks === 1) return [sn];
  return [...state.disks, sn];
}

/** The wizard's state after one user action or daemon answer; pure. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  // Any change of the settings clears an earlier refusal to start: it may no longer hold.
  const edit = (change: Partial<WizardState>): WizardState => ({ ...state, ...change, startError: null });
  switch (action.type) {
    case 'chooseKind':
      if (action.protocol === state.protocol) return state;
      return edit({
        protocol: action.protocol,
        mode: action.mode,
        disks: [],
        spare: null,
        name: '',
        nameDefaulted: false,
      });
    case 'chooseMode':
      return edit({ mode: action.mode });
    case 'setEncrypt':
      // Unticking discards a password already set (STOR-FMT-06).
      return edit({ encrypt: action.on, password: NO_PASSWORD });
    case 'toggleDisk':
      // A member change may make the spare too small or a member: it is chosen again.
      return edit({ disks: toggled(state, action.sn), spare: null });
    case 'setName':
      return edit({ name: action.name, nameDefaulted: true });
    case 'defaultName':
      // STOR-POOL-07: the daemon's default fills the field once, unless the user typed first.
      return state.nameDefaulted ? state : { ...state, name: action.name, nameDefaulted: true };
    case 'chooseSpare':
      return edit({ spare: action.sn !== null && state.disks.includes(action.sn) ? null : action.sn });
    case 'setPassword':
      return edit({ password: { ...state.password, [action.field]: action.value } });
    case 'setSmartCheck':
      return edit({ smartCheck: action.on });
    case 'setEraseUnderstood':
      return edit({ eraseUnderstood: action.on });
    case 'next':
      return edit({ step: nextStep(state.step, state.encrypt) });
    case 'back':
      return edit({
        step: previousStep(state.step, state.encrypt),
        smartJobId: state.step === 'smartCheck' ? null : state.smartJobId,
      });
    case 'prepared':
      return { ...state, prepared: true };
    case 'smartStarted':
      return { ...state, step: 'smartCheck', smartJobId: action.jobId, startError: null };
    case 'started':
      return { ...state, step: 'progress', jobId: action.jobId, poolId: action.poolId, startError: null };
    case 'startRefused':
      return { ...state, step: 'confirm', smartJobId: null, startError: action.message };
    case 'finished':
      return { ...state, step: 'complete' };
    case 'failed':
      return { ...state, step: 'failure', failure: action.reason };
    case 'retry':
      return { ...state, step: 'confirm', jobId: null, poolId: null, failure: null };
    case 'trySmart':
      return { ...state, step: 'confirm', jobId: null, poolId: null, failure: null, smartCheck: true };
  }
}

/** Why the step's main button is disabled; null when it is not. */
export type StepBlocker =
  | { reason: 'chooseKind' }
  | { reason: 'chooseMode' }
  | { reason: 'count'; status: Exclude<CountStatus, { kind: 'ok' }> }
  | { reason: 'nameMissing' }
  | { reason: 'checking' }
  | { reason: 'problem'; message: string }
  | { reason: 'password' }
  | { reason: 'erase' };

export interface StepFacts {
  /** The daemon's refusals of the request as it stands that concern this step (`problemsOfStep`). */
  problems: readonly { message: string }[];
  /** A check of the current choices is under way. */
  checking: boolean;
}

/**
 * STOR-POOL-05/07: the disk step goes on only when the count fits the mode, a name is given and the
 * daemon finds nothing wrong; the password step only with a valid password (STOR-ENC-02); the
 * confirm step only once the erasure is acknowledged (STOR-FMT-08).
 */
export function stepBlocker(state: WizardState, facts: StepFacts): StepBlocker | null {
  const problem = facts.problems[0];
  switch (state.step) {
    case 'mode':
      if (state.protocol === null) return { reason: 'chooseKind' };
      if (state.mode === null) return { reason: 'chooseMode' };
      if (problem) return { reason: 'problem', message: problem.message };
      return null;
    case 'disks': {
      if (state.mode === null) return { reason: 'chooseMode' };
      const status = diskCountStatus(state.mode, state.disks.length);
      if (status.kind !== 'ok') return { reason: 'count', status };
      if (state.name.trim() === '') return { reason: 'nameMissing' };
      if (problem) return { reason: 'problem', message: problem.message };
      if (facts.checking) return { reason: 'checking' };
      return null;
    }
    case 'spare':
      if (problem) return { reason: 'problem', message: problem.message };
      if (facts.checking) return { reason: 'checking' };
      return null;
    case 'encryptPassword':
      return encryptionPasswordReady(state.password) ? null : { reason: 'password' };
    case 'confirm':
      if (problem) return { reason: 'problem', message: problem.message };
      return state.eraseUnderstood ? null : { reason: 'erase' };
    default:
      return null;
  }
}

/**
 * What closing the wizard does (STOR-FMT-06/07): a running format is cancelled after the user
 * agrees; a finished one is acknowledged; a flow the daemon holds is cancelled; otherwise the
 * settings are only discarded here.
 */
export type LeaveAction = 'askThenCancel' | 'acknowledge' | 'cancelFlow' | 'discard';

export function leaveAction(state: Pick<WizardState, 'step' | 'prepared' | 'smartJobId'>): LeaveAction {
  if (state.step === 'progress') return 'askThenCancel';
  if (state.step === 'complete') return 'acknowledge';
  if (state.prepared || state.smartJobId !== null) return 'cancelFlow';
  return 'discard';
}

/** A refusal of the daemon: the field it concerns (`sys.2` the third member, '' the whole request). */
export interface CreateProblem {
  field: string;
  code: string | number;
  message: string;
}

const STEP_FIELDS: Partial<Record<WizardStep, readonly string[]>> = {
  mode: ['', 'protocol', 'raidtype'],
  disks: ['', 'protocol', 'raidtype', 'sys', 'name'],
  spare: ['spare'],
  encryptPassword: ['encryptpwd', 'confirm', 'pwdprompt'],
};

/** The field a problem concerns without its index: `sys.2` → `sys`. */
export function fieldOf(problem: Pick<CreateProblem, 'field'>): string {
  return problem.field.split('.')[0] ?? '';
}

/** The problems a step shows and waits on; the confirm step, every one. */
export function problemsOfStep<P extends Pick<CreateProblem, 'field'>>(
  step: WizardStep,
  problems: readonly P[],
): P[] {
  if (step === 'confirm') return [...problems];
  const fields = STEP_FIELDS[step];
  return fields ? problems.filter((problem) => fields.includes(fieldOf(problem))) : [];
}

/** The labels of the step indicator: the settings steps, then the format's own. */
export type IndicatorStep = 'mode' | 'disks' | 'spare' | 'encryption' | 'confirm' | 'format';

/** The steps the indicator shows and which one is current. */
export function stepIndicator(
  step: WizardStep,
  encrypt: boolean,
): { steps: IndicatorStep[]; current: number } {
  const steps: IndicatorStep[] = encrypt
    ? ['mode', 'disks', 'spare', 'encryption', 'confirm', 'format']
    : ['mode', 'disks', 'spare', 'confirm', 'format'];
  const shown: IndicatorStep =
    step === 'encryptIntro' || step === 'encryptPassword'
      ? 'encryption'
      : step === 'smartCheck'
        ? 'confirm'
        : step === 'progress' || step === 'complete' || step === 'failure'
          ? 'format'
          : step;
  // A created pool has every step behind it.
  return { steps, current: step === 'complete' ? steps.length : steps.indexOf(shown) };
}
