import { Code, idleUpgradeRecord } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { emptyUpgradeState, type UpgradeState } from '../../release/upgrade-state.js';
import { nextRecord } from './upgrade-record.js';

const RUNNING = '2.3.1';

function state(
  status: UpgradeState['record']['status'],
  target = '2.3.2',
  archive = 'staged/a.coffer',
): UpgradeState {
  return {
    ...emptyUpgradeState('2.3.1'),
    record: { ...idleUpgradeRecord('2.3.1'), id: 'a', status, target_version: target, updated_at: 1 },
    archive,
  };
}

const facts = (archiveKept = true) => ({ runningVersion: RUNNING, archiveKept, now: 100 });

describe('the upgrade record at start', () => {
  it('makes an install that came up on its version a success, and drops the archive', () => {
    const next = nextRecord(state('reboot', RUNNING), facts());
    expect(next.record).toMatchObject({
      status: 'end',
      errcode: 200,
      target_version: RUNNING,
      updated_at: 100,
    });
    expect(next.archive).toBe('');
  });

  it('makes an install that came up on another version a start failure that can be retried', () => {
    const next = nextRecord(state('install'), facts());
    expect(next.record).toMatchObject({ status: 'end', errcode: Code.upgradeStartFailed, id: 'a' });
    expect(next.params.reason).toMatchObject({ en: expect.stringContaining(RUNNING) });
    expect(next.archive).toBe('staged/a.coffer');
  });

  it.each(['download', 'check'] as const)(
    'makes an arrival cut off in %s idle with the interruption',
    (status) => {
      const next = nextRecord(state(status), facts(false));
      expect(next.record).toMatchObject({ status: 'idle', errcode: Code.upgradeInterrupted, id: 'a' });
      expect(next.archive).toBe('');
    },
  );

  it('keeps a staged archive that is there and forgets one that is gone', () => {
    const staged = state('staged');
    expect(nextRecord(staged, facts())).toBe(staged);
    expect(nextRecord(staged, facts(false)).record.status).toBe('idle');
  });

  it('leaves an ended upgrade as it is, so the master sees its outcome', () => {
    const failed: UpgradeState = {
      ...state('end'),
      record: { ...state('end').record, errcode: Code.upgradeStartFailed },
    };
    expect(nextRecord(failed, facts())).toBe(failed);
    expect(nextRecord(failed, facts(false)).archive).toBe('');
  });
});
