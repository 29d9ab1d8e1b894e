import { describe, expect, it } from 'vitest';
import { firstUseReducer, initialFirstUse, progressIndex, type FirstUseAction } from './first-use-flow';

const run = (actions: FirstUseAction[], allNew = true) =>
  actions.reduce(firstUseReducer, initialFirstUse(allNew, 'zdr'));

describe('the first-use wizard’s steps', () => {
  it('greets only when every disk is new, then goes mode → SSD note', () => {
    expect(initialFirstUse(true, 'zdr').step).toBe('welcome');
    expect(initialFirstUse(false, 'zdr').step).toBe('mode');
    expect(run([{ type: 'start' }, { type: 'choose', mode: 'raid1' }, { type: 'next' }])).toMatchObject({
      step: 'ssd',
      mode: 'raid1',
      ssdAccepted: false,
    });
  });

  it('does not leave the mode step without a mode, and keeps the SSD note’s tick per step', () => {
    const none = firstUseReducer(initialFirstUse(false, null), { type: 'next' });
    expect(none.step).toBe('mode');
    const ticked = run([{ type: 'start' }, { type: 'next' }, { type: 'acceptSsd', accepted: true }]);
    expect(ticked.ssdAccepted).toBe(true);
    expect(firstUseReducer(ticked, { type: 'back' }).step).toBe('mode');
  });

  it('follows the job to its end, and a retry starts again from the mode', () => {
    const started = run([
      { type: 'start' },
      { type: 'next' },
      { type: 'started', jobId: 'j1', poolId: 'p1' },
    ]);
    expect(started).toMatchObject({ step: 'progress', jobId: 'j1', poolId: 'p1' });
    expect(firstUseReducer(started, { type: 'finished' }).step).toBe('complete');
    const failed = firstUseReducer(started, { type: 'failed', reason: 'disk busy' });
    expect(failed).toMatchObject({ step: 'failure', reason: 'disk busy' });
    expect(firstUseReducer(failed, { type: 'retry' })).toMatchObject({
      step: 'mode',
      jobId: null,
      reason: null,
    });
  });

  it('maps the engine’s format steps to formatdisk, initialize and formatok', () => {
    expect(progressIndex(null)).toBe(0);
    expect(progressIndex({ state: 'running', description: 'prepare' })).toBe(0);
    expect(progressIndex({ state: 'running', description: 'formatting' })).toBe(0);
    expect(progressIndex({ state: 'running', description: 'init' })).toBe(1);
    expect(progressIndex({ state: 'done', description: 'init' })).toBe(2);
  });
});
