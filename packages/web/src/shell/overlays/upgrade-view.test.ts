import { describe, expect, it } from 'vitest';
import { idleUpgradeRecord, Role, type MainRole, type UpgradeRecord } from '@coffer/contract';
import {
  NO_UPGRADE_MEMORY,
  rememberSighting,
  UPGRADE_TIMING,
  upgradeInFlight,
  upgradeRestartExpected,
  upgradeView,
  type UpgradePageMemory,
  type UpgradeViewInput,
} from './upgrade-view';

function record(change: Partial<UpgradeRecord> = {}): UpgradeRecord {
  return {
    ...idleUpgradeRecord('1.0.0'),
    id: 'u1',
    status: 'download',
    target_version: '1.1.0',
    downloadsize: 250,
    totalsize: 1000,
    ...change,
  };
}

const T0 = 1_000_000;

/** Memory of a page that has followed upgrade u1 since T0, its countdown long over. */
const FOLLOWING: UpgradePageMemory = { ...NO_UPGRADE_MEMORY, id: 'u1', firstSeenAt: T0 - 10_000 };

function view(change: Partial<UpgradeViewInput> & { record: UpgradeRecord | null }) {
  return upgradeView({
    role: Role.master,
    memory: FOLLOWING,
    now: T0,
    stagingHere: false,
    successAcknowledged: false,
    reloading: false,
    ...change,
  });
}

describe('upgradeView', () => {
  it.each<[string, UpgradeRecord | null]>([
    ['no answer yet', null],
    ['no upgrade (idle)', idleUpgradeRecord('1.0.0')],
    ['an archive staged for the master’s decision (the about page shows it)', record({ status: 'staged' })],
  ])('shows nothing for %s', (_name, upgrade) => {
    for (const role of [Role.master, Role.devOps, Role.user] as MainRole[])
      expect(view({ record: upgrade, role })).toEqual({ kind: 'nothing' });
  });

  it('counts 3 s down when a page first sees an upgrade under way, then shows its progress (UPG-03)', () => {
    const first = rememberSighting(NO_UPGRADE_MEMORY, record(), T0);
    expect(first).toMatchObject({ id: 'u1', firstSeenAt: T0, startedHere: false });
    expect(view({ record: record(), memory: first, now: T0 })).toEqual({ kind: 'countdown', seconds: 3 });
    expect(view({ record: record(), memory: first, now: T0 + 2_100 })).toEqual({
      kind: 'countdown',
      seconds: 1,
    });
    expect(view({ record: record(), memory: first, now: T0 + UPGRADE_TIMING.countdownMs })).toMatchObject({
      kind: 'progress',
      phase: 'download',
    });
  });

  it('counts down from the full 3 s before the sighting is remembered, and never more', () => {
    expect(view({ record: record(), memory: NO_UPGRADE_MEMORY })).toEqual({ kind: 'countdown', seconds: 3 });
    const seen = { ...NO_UPGRADE_MEMORY, id: 'u1', firstSeenAt: T0 };
    // A clock read before the sighting (a render's stale time) does not lengthen it.
    expect(view({ record: record(), memory: seen, now: T0 - 60_000 })).toEqual({
      kind: 'countdown',
      seconds: 3,
    });
  });

  it('skips the countdown when asked, and for the page that started the upgrade', () => {
    const first = rememberSighting(NO_UPGRADE_MEMORY, record(), T0);
    expect(
      view({ record: record({ status: 'install' }), memory: { ...first, countdownSkipped: true } }),
    ).toMatchObject({ kind: 'progress', phase: 'install' });
    const started = rememberSighting(NO_UPGRADE_MEMORY, record({ status: 'install' }), T0, true);
    expect(view({ record: record({ status: 'install' }), memory: started })).toMatchObject({
      kind: 'progress',
    });
  });

  it('shows the archive’s bytes while it is received, read-only and hideable', () => {
    expect(view({ record: record() })).toEqual({
      kind: 'progress',
      phase: 'download',
      percent: 25,
      received: 250,
      total: 1000,
      overdue: false,
      mayHide: true,
    });
    expect(view({ record: record({ totalsize: 0 }) })).toMatchObject({ percent: null, received: 250 });
    expect(view({ record: record({ status: 'start' }) })).toMatchObject({ phase: 'start', percent: null });
    expect(view({ record: record({ status: 'check' }) })).toMatchObject({ phase: 'check', percent: null });
    expect(view({ record: record(), role: Role.user })).toMatchObject({
      kind: 'progress',
      phase: 'download',
    });
  });

  it('leaves the receiving to the about page on the page that sends the archive, and to nobody once hidden', () => {
    expect(view({ record: record(), stagingHere: true })).toEqual({ kind: 'nothing' });
    expect(view({ record: record(), memory: { ...FOLLOWING, startedHere: true } })).toEqual({
      kind: 'nothing',
    });
    expect(view({ record: record(), memory: { ...FOLLOWING, progressHidden: true } })).toEqual({
      kind: 'nothing',
    });
    // Installing cannot be hidden: the device goes away for everyone.
    expect(
      view({
        record: record({ status: 'install' }),
        memory: { ...FOLLOWING, progressHidden: true, installSince: T0 },
      }),
    ).toMatchObject({ kind: 'progress', phase: 'install', mayHide: false });
  });

  it('simulates the install over 600 s, capped at 95 %, while the device installs and restarts (UPG-06)', () => {
    const installing = rememberSighting(FOLLOWING, record({ status: 'install' }), T0);
    expect(installing.installSince).toBe(T0);
    const restarting = rememberSighting(installing, record({ status: 'reboot' }), T0 + 60_000);
    expect(restarting).toBe(installing);
    const at = (ms: number, status: 'install' | 'reboot' = 'reboot') =>
      view({ record: record({ status }), memory: restarting, now: T0 + ms });
    expect(at(0, 'install')).toMatchObject({ phase: 'install', percent: 0, overdue: false, mayHide: false });
    expect(at(300_000)).toMatchObject({ phase: 'reboot', percent: 50 });
    expect(at(590_000)).toMatchObject({ percent: 95, overdue: false });
    expect(at(700_000)).toMatchObject({ percent: 95, overdue: true });
  });

  it('simulates a service upgrade over 300 s', () => {
    const memory = { ...FOLLOWING, installSince: T0 };
    expect(
      view({ record: record({ type: 'service', status: 'install' }), memory, now: T0 + 150_000 }),
    ).toMatchObject({ percent: 50 });
  });

  it('shows the same progress to every role (read-only for all but the master’s actions elsewhere)', () => {
    const memory = { ...FOLLOWING, installSince: T0 };
    const shown = [Role.master, Role.devOps, Role.user].map((role) =>
      view({ record: record({ status: 'reboot' }), role, memory, now: T0 + 60_000 }),
    );
    expect(new Set(shown.map((item) => JSON.stringify(item))).size).toBe(1);
  });

  it('says the upgrade succeeded once, at end with errcode 200 (UPG-05)', () => {
    const done = record({ status: 'end', current_version: '1.1.0' });
    expect(view({ record: done })).toEqual({
      kind: 'success',
      version: '1.1.0',
      shutdown: false,
      master: true,
    });
    expect(view({ record: done, role: Role.user })).toMatchObject({ kind: 'success', master: false });
    expect(view({ record: done, successAcknowledged: true })).toEqual({ kind: 'nothing' });
  });

  it('counts a shutdown as success: the device needs switching on (UPG-07)', () => {
    expect(view({ record: record({ status: 'shutdown' }) })).toMatchObject({
      kind: 'success',
      shutdown: true,
    });
  });

  it('says the page reloads into the new version while that reload is pending', () => {
    expect(view({ record: record({ status: 'end' }), reloading: true })).toMatchObject({
      kind: 'progress',
      phase: 'reloading',
      percent: 100,
      mayHide: false,
    });
  });

  describe('a failed install (end with another errcode, UPG-05, UPG-09, UPG-10)', () => {
    const failed = record({ status: 'end', errcode: 'C114009', message: 'The new version did not start' });

    it('offers the master retry and continue-using', () => {
      expect(view({ record: failed })).toEqual({
        kind: 'installFail',
        message: 'The new version did not start',
        version: '1.0.0',
        mayRetry: true,
        mayContinue: true,
      });
    });

    it('offers no continue-using for a required upgrade', () => {
      expect(view({ record: { ...failed, upgrade_level: 'MUST' } })).toMatchObject({
        mayRetry: true,
        mayContinue: false,
      });
    });

    it.each([Role.devOps, Role.user] as MainRole[])(
      'gives role %s an acknowledgement that hides it on the page',
      (role) => {
        expect(view({ record: failed, role })).toMatchObject({
          kind: 'installFail',
          mayRetry: false,
          mayContinue: false,
        });
        expect(view({ record: failed, role, memory: { ...FOLLOWING, failureAcknowledged: true } })).toEqual({
          kind: 'nothing',
        });
      },
    );

    it('treats a failure reported while installing as a failed install', () => {
      expect(view({ record: record({ status: 'install', errcode: 500 }) })).toMatchObject({
        kind: 'installFail',
      });
    });

    it('shows a retried upgrade’s progress again, and its next failure even where one was acknowledged', () => {
      const acknowledged = { ...FOLLOWING, failureAcknowledged: true, installSince: null };
      const retried = rememberSighting(acknowledged, record({ status: 'install' }), T0);
      expect(retried).toMatchObject({ failureAcknowledged: false, installSince: T0 });
      expect(view({ record: failed, role: Role.user, memory: retried })).toMatchObject({
        kind: 'installFail',
      });
    });
  });

  describe('a failed receipt (receiving with another errcode, UPG-04)', () => {
    const refused = record({ status: 'check', errcode: 'C114003', message: 'The signature does not match' });

    it('tells the master and the others, each with their way out', () => {
      expect(view({ record: refused })).toEqual({
        kind: 'downloadFail',
        message: 'The signature does not match',
        master: true,
      });
      expect(view({ record: refused, role: Role.devOps })).toMatchObject({
        kind: 'downloadFail',
        master: false,
      });
      expect(view({ record: refused, memory: { ...FOLLOWING, failureAcknowledged: true } })).toEqual({
        kind: 'nothing',
      });
    });

    it('leaves it to the about page on the page that sent the archive', () => {
      expect(view({ record: refused, memory: { ...FOLLOWING, startedHere: true } })).toEqual({
        kind: 'nothing',
      });
    });
  });
});

describe('rememberSighting', () => {
  it('keeps the same memory when nothing new was seen', () => {
    const memory = rememberSighting(NO_UPGRADE_MEMORY, record(), T0);
    expect(rememberSighting(memory, record({ downloadsize: 900 }), T0 + 1_000)).toBe(memory);
    expect(rememberSighting(NO_UPGRADE_MEMORY, idleUpgradeRecord('1'), T0)).toBe(NO_UPGRADE_MEMORY);
  });

  it('starts afresh for another upgrade', () => {
    const memory = { ...FOLLOWING, failureAcknowledged: true, progressHidden: true };
    expect(rememberSighting(memory, record({ id: 'u2' }), T0)).toEqual({
      ...NO_UPGRADE_MEMORY,
      id: 'u2',
      firstSeenAt: T0,
    });
  });

  it('forgets when the install began once the install is over', () => {
    const memory = { ...FOLLOWING, installSince: T0 };
    expect(rememberSighting(memory, record({ status: 'end' }), T0)).toMatchObject({ installSince: null });
  });
});

describe('upgradeInFlight and upgradeRestartExpected', () => {
  it.each<[UpgradeRecord['status'], number | string, boolean, boolean]>([
    ['idle', 200, false, false],
    ['start', 200, true, false],
    ['download', 200, true, false],
    ['check', 200, true, false],
    ['staged', 200, false, false],
    ['install', 200, true, true],
    ['reboot', 200, true, true],
    ['shutdown', 200, false, true],
    ['end', 200, false, false],
    ['install', 'C114009', false, false],
  ])('%s with errcode %s: in flight %s, restart expected %s', (status, errcode, inFlight, restart) => {
    expect(upgradeInFlight(record({ status, errcode }))).toBe(inFlight);
    expect(upgradeRestartExpected(record({ status, errcode }))).toBe(restart);
  });
});
