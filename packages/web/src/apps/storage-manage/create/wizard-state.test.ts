import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  leaveAction,
  nextStep,
  previousStep,
  problemsOfStep,
  stepIndicator,
  stepBlocker,
  wizardReducer,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizard-state';

const state = (change: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState('protsata', 'raid1'),
  ...change,
});
const run = (start: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, start);
const none = { problems: [], checking: false };

describe('the step machine', () => {
  it.each([
    ['mode', false, 'disks'],
    ['disks', false, 'spare'],
    ['spare', false, 'confirm'],
    ['spare', true, 'encryptIntro'],
    ['encryptIntro', true, 'encryptPassword'],
    ['encryptPassword', true, 'confirm'],
    ['confirm', false, 'confirm'],
    ['progress', false, 'progress'],
  ] as const)('next from %s (encrypted: %s) is %s', (step, encrypt, next) => {
    expect(nextStep(step, encrypt)).toBe(next);
  });

  it.each([
    ['mode', false, 'mode'],
    ['disks', false, 'mode'],
    ['confirm', false, 'spare'],
    ['confirm', true, 'encryptPassword'],
    ['encryptIntro', true, 'spare'],
    ['smartCheck', false, 'confirm'],
    ['failure', true, 'confirm'],
  ] as const)('back from %s (encrypted: %s) is %s', (step, encrypt, previous) => {
    expect(previousStep(step, encrypt)).toBe(previous);
  });

  it('walks an encrypted pool through both encryption dialogs', () => {
    const steps: WizardStep[] = [];
    let at = state({ encrypt: true });
    for (let i = 0; i < 6; i += 1) {
      steps.push(at.step);
      at = wizardReducer(at, { type: 'next' });
    }
    expect(steps).toEqual(['mode', 'disks', 'spare', 'encryptIntro', 'encryptPassword', 'confirm']);
  });
});

describe('wizardReducer', () => {
  it('starts a new kind with its own mode and no disks, spare or name', () => {
    const after = run(state({ disks: ['S1'], spare: 'S3', name: 'SATA1' }), {
      type: 'chooseKind',
      protocol: 'protnvme',
      mode: 'basic',
    });
    expect(after).toMatchObject({ protocol: 'protnvme', mode: 'basic', disks: [], spare: null, name: '' });
  });

  it('keeps everything when the same kind is chosen again', () => {
    const before = state({ disks: ['S1'] });
    expect(wizardReducer(before, { type: 'chooseKind', protocol: 'protsata', mode: 'basic' })).toBe(before);
  });

  it('adds and removes disks, and lets a one-disk mode take the newest choice', () => {
    expect(run(state(), { type: 'toggleDisk', sn: 'S1' }, { type: 'toggleDisk', sn: 'S2' }).disks).toEqual([
      'S1',
      'S2',
    ]);
    expect(run(state({ disks: ['S1', 'S2'] }), { type: 'toggleDisk', sn: 'S1' }).disks).toEqual(['S2']);
    expect(
      run(state({ mode: 'basic' }), { type: 'toggleDisk', sn: 'S1' }, { type: 'toggleDisk', sn: 'S2' }).disks,
    ).toEqual(['S2']);
  });

  it('drops the spare when the members change, and never takes a member as spare', () => {
    expect(
      run(state({ disks: ['S1', 'S2'], spare: 'S3' }), { type: 'toggleDisk', sn: 'S4' }).spare,
    ).toBeNull();
    expect(run(state({ disks: ['S1', 'S2'] }), { type: 'chooseSpare', sn: 'S1' }).spare).toBeNull();
    expect(run(state({ disks: ['S1', 'S2'] }), { type: 'chooseSpare', sn: 'S3' }).spare).toBe('S3');
  });

  it('fills in the daemon’s default name once, never over what the user typed', () => {
    expect(run(state(), { type: 'defaultName', name: 'SATA1' }).name).toBe('SATA1');
    expect(
      run(state(), { type: 'setName', name: 'Media' }, { type: 'defaultName', name: 'SATA1' }).name,
    ).toBe('Media');
    expect(
      run(
        state(),
        { type: 'defaultName', name: 'SATA1' },
        { type: 'setName', name: '' },
        { type: 'defaultName', name: 'SATA2' },
      ).name,
    ).toBe('');
    const otherKind = run(
      state(),
      { type: 'defaultName', name: 'SATA1' },
      { type: 'chooseKind', protocol: 'protnvme', mode: 'basic' },
      { type: 'defaultName', name: 'SSD1' },
    );
    expect(otherKind.name).toBe('SSD1');
  });

  it('forgets the encryption password when encryption is unticked (STOR-FMT-06)', () => {
    const after = run(
      state({ encrypt: true }),
      { type: 'setPassword', field: 'password', value: 'Abcdef12' },
      { type: 'setEncrypt', on: false },
    );
    expect(after.password).toEqual({ password: '', confirmation: '', hint: '' });
  });

  it('returns to the confirm step with the message when starting is refused (N300008)', () => {
    const after = run(state({ step: 'smartCheck', smartJobId: 'j1' }), {
      type: 'startRefused',
      message: '无法开始格式化',
    });
    expect(after).toMatchObject({ step: 'confirm', startError: '无法开始格式化', smartJobId: null });
    expect(wizardReducer(after, { type: 'setEraseUnderstood', on: true }).startError).toBeNull();
  });

  it('follows the job to its end, and goes back to confirm to retry or to check SMART first', () => {
    const started = run(state({ step: 'confirm' }), { type: 'started', jobId: 'j1', poolId: 'pool-1' });
    expect(started).toMatchObject({ step: 'progress', jobId: 'j1', poolId: 'pool-1' });
    expect(wizardReducer(started, { type: 'finished' }).step).toBe('complete');
    const failed = wizardReducer(started, { type: 'failed', reason: 'mkfs failed' });
    expect(failed).toMatchObject({ step: 'failure', failure: 'mkfs failed' });
    expect(wizardReducer(failed, { type: 'retry' })).toMatchObject({
      step: 'confirm',
      jobId: null,
      failure: null,
    });
    expect(wizardReducer(failed, { type: 'trySmart' })).toMatchObject({ step: 'confirm', smartCheck: true });
  });
});

describe('stepBlocker', () => {
  it.each([
    ['no kind', state({ protocol: null, mode: null }), none, { reason: 'chooseKind' }],
    ['no mode', state({ mode: null }), none, { reason: 'chooseMode' }],
    ['a kind and a mode', state(), none, null],
    [
      'a whole-request refusal on the mode step (STOR-POOL-09)',
      state(),
      { problems: [{ message: 'blocked' }], checking: false },
      { reason: 'problem', message: 'blocked' },
    ],
    [
      'one disk of a mirror',
      state({ step: 'disks', disks: ['S1'], name: 'SATA1' }),
      none,
      { reason: 'count', status: { kind: 'needMore', n: 1 } },
    ],
    [
      'five disks of RAID10',
      state({ step: 'disks', mode: 'raid10', disks: ['1', '2', '3', '4', '5'], name: 'A' }),
      none,
      { reason: 'count', status: { kind: 'even' } },
    ],
    ['no name', state({ step: 'disks', disks: ['S1', 'S2'], name: '  ' }), none, { reason: 'nameMissing' }],
    [
      'a name the daemon refuses',
      state({ step: 'disks', disks: ['S1', 'S2'], name: 'A/B' }),
      { problems: [{ message: 'bad name' }], checking: true },
      { reason: 'problem', message: 'bad name' },
    ],
    [
      'a check under way',
      state({ step: 'disks', disks: ['S1', 'S2'], name: 'A' }),
      { problems: [], checking: true },
      { reason: 'checking' },
    ],
    ['two disks and a name', state({ step: 'disks', disks: ['S1', 'S2'], name: 'A' }), none, null],
    ['no spare', state({ step: 'spare' }), none, null],
    ['an empty password', state({ step: 'encryptPassword', encrypt: true }), none, { reason: 'password' }],
    [
      'a valid password',
      state({
        step: 'encryptPassword',
        encrypt: true,
        password: { password: 'Abcdef12', confirmation: 'Abcdef12', hint: '' },
      }),
      none,
      null,
    ],
    ['erasure not acknowledged', state({ step: 'confirm' }), none, { reason: 'erase' }],
    ['erasure acknowledged', state({ step: 'confirm', eraseUnderstood: true }), none, null],
  ] as const)('%s', (_, at, facts, blocker) => {
    expect(stepBlocker(at, facts)).toEqual(blocker);
  });
});

describe('problemsOfStep', () => {
  const problems = [
    { field: 'sys.2', code: 'C102007', message: 'too small' },
    { field: 'name', code: 'C102017', message: 'taken' },
    { field: 'spare.0', code: 'C102018', message: 'spare too small' },
    { field: '', code: 'C102044', message: 'blocked' },
  ];

  it.each([
    ['mode', ['blocked']],
    ['disks', ['too small', 'taken', 'blocked']],
    ['spare', ['spare too small']],
    ['confirm', ['too small', 'taken', 'spare too small', 'blocked']],
    ['progress', []],
  ] as const)('%s shows %j', (step, messages) => {
    expect(problemsOfStep(step, problems).map((problem) => problem.message)).toEqual(messages);
  });
});

describe('leaveAction', () => {
  it.each([
    [{ step: 'mode', prepared: false, smartJobId: null }, 'discard'],
    [{ step: 'confirm', prepared: true, smartJobId: null }, 'cancelFlow'],
    [{ step: 'smartCheck', prepared: true, smartJobId: 'j' }, 'cancelFlow'],
    [{ step: 'progress', prepared: true, smartJobId: null }, 'askThenCancel'],
    [{ step: 'complete', prepared: true, smartJobId: null }, 'acknowledge'],
    [{ step: 'failure', prepared: true, smartJobId: null }, 'cancelFlow'],
  ] as const)('%j: %s', (at, action) => {
    expect(leaveAction(at)).toBe(action);
  });
});

describe('stepIndicator', () => {
  it.each([
    ['mode', false, 0],
    ['confirm', false, 3],
    ['smartCheck', false, 3],
    ['encryptPassword', true, 3],
    ['confirm', true, 4],
    ['progress', false, 4],
    ['failure', true, 5],
    ['complete', false, 5],
  ] as const)('%s (encrypted: %s) lights step %i', (step, encrypt, current) => {
    expect(stepIndicator(step, encrypt).current).toBe(current);
  });
});
