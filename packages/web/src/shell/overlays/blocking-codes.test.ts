import { describe, expect, it } from 'vitest';
import { BLOCKING_ACTIONS, blockingDialogOf, opensGenericBlocking } from './blocking-codes';

describe('opensGenericBlocking', () => {
  it.each(['N302002', 'N300046', 'N300050', 'N300051', 'N300053', 'N300410', 'n300410'])(
    'leaves %s to its own handling',
    (code) => {
      expect(opensGenericBlocking(code)).toBe(false);
    },
  );
  it.each(['N300029', 'C104007', 'N300034', 'N300061', 500])('opens the generic dialog for %s', (code) => {
    expect(opensGenericBlocking(code)).toBe(true);
  });
});

describe('blockingDialogOf', () => {
  it.each([
    ['N300005', 'mountProblem'],
    ['N300033', 'ssdLost'],
    ['N300034', 'disksChanged'],
    ['N300035', 'noDisk'],
    ['N300036', 'capacity'],
    ['N300061', 'damaged'],
    ['N300410', 'reboot'],
    ['n300418', 'ssdAbnormal'],
    ['N300029', 'generic'],
    ['C104007', 'generic'],
    [500, 'generic'],
  ] as const)('%s opens %s', (code, dialog) => {
    expect(blockingDialogOf(code)).toBe(dialog);
  });

  it.each(['N302002', 'N300046', 'N300050', 'N300051', 'N300053'])('%s opens none', (code) => {
    expect(blockingDialogOf(code)).toBeNull();
  });

  it('offers the spec’s buttons: a reboot for N300034 and N300410, a shut-down for N300035, N300036 and N300061', () => {
    expect(BLOCKING_ACTIONS.disksChanged).toEqual(['reboot']);
    expect(BLOCKING_ACTIONS.reboot).toEqual(['reboot']);
    expect(BLOCKING_ACTIONS.noDisk).toEqual(['shutdown']);
    expect(BLOCKING_ACTIONS.capacity).toContain('shutdown');
    expect(BLOCKING_ACTIONS.damaged).toEqual(['shutdown']);
    expect(BLOCKING_ACTIONS.generic).toEqual(['storage', 'reboot', 'shutdown']);
  });
});
