import { describe, expect, it } from 'vitest';
import { atStep, finishReport, startReport, stateInfoOf } from './repair-report.js';

const T0 = 1_800_000_000_000;
const found = { kind: 'corrupt' as const, problem: 'Page 7: btreeInitPage() returns error code 11' };
const table = (name: string, rows: number) => ({ name, rows, refused: 0, complete: true });

describe('the repair report', () => {
  it('moves through the steps, remembering the one before', () => {
    const report = atStep(atStep(startReport(found, T0), 'keep'), 'schema');
    const info = stateInfoOf(report, { paths: true, now: T0 + 2_400 });
    expect(info).toMatchObject({ state: 'running', currentStep: 2, previousStep: 1, extTime: 2 });
  });

  it.each([
    ['rows came back', [table('users', 2), table('jobs', 0)], null, 'success'],
    ['no row came back', [table('users', 0)], null, 'fail'],
    ['the schema could not be read', [], null, 'fail'],
    ['an error stopped it', [table('users', 2)], 'disk full', 'fail'],
  ] as const)('ends as %s: %s', (_case, tables, error, state) => {
    const report = finishReport({ ...startReport(found, T0), tables: [...tables] }, T0 + 1_000, error);
    expect(report.state).toBe(state);
    expect(report.error === null).toBe(state === 'success');
  });

  it('shows the damaged copy to administrators only', () => {
    const report = { ...startReport(found, T0), damagedCopy: '/data/db-repair/coffer-x.db' };
    expect(stateInfoOf(report, { paths: true, now: T0 }).damagedCopy).toBe('/data/db-repair/coffer-x.db');
    expect(stateInfoOf(report, { paths: false, now: T0 }).damagedCopy).toBe('');
  });

  it('reads none when there was no repair or it was acknowledged', () => {
    const done = finishReport({ ...startReport(found, T0), tables: [table('users', 1)] }, T0, null);
    expect(stateInfoOf(undefined, { paths: true, now: T0 }).state).toBe('none');
    expect(stateInfoOf({ ...done, acknowledged: true }, { paths: true, now: T0 }).state).toBe('none');
    expect(stateInfoOf(done, { paths: true, now: T0 }).recoveredRows).toBe(1);
  });
});
