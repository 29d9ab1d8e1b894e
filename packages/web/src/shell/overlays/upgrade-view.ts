import { Role, type MainRole, type UpgradeRecord, type UpgradeStatus } from '@coffer/contract';
import { secondsLeft } from './countdown';

/** spec 2 §9 (UPG-03, UPG-06): the upgrade overlay's clock. */
export const UPGRADE_TIMING = {
  /** A page that first sees an upgrade under way counts down this long before its progress. */
  countdownMs: 3_000,
  /** While the device installs and restarts, progress is simulated over this time… */
  simulatedInstallMs: { system: 600_000, service: 300_000 },
  /** …and never passes this percent until the device says it is done. */
  simulatedCap: 95,
} as const;

/** Statuses of an upgrade that receives and checks its archive (spec 2 §4.9's download part). */
const RECEIVING: readonly UpgradeStatus[] = ['start', 'download', 'check'];
/** Statuses during which the device installs and restarts: the daemon goes away for a while. */
const INSTALLING: readonly UpgradeStatus[] = ['install', 'reboot'];

function fine(record: UpgradeRecord): boolean {
  return String(record.errcode) === '200';
}

/** An upgrade runs (spec 2 §4.9): the poll follows it every second (UPG-04). */
export function upgradeInFlight(record: UpgradeRecord | null | undefined): boolean {
  return (
    !!record && fine(record) && (RECEIVING.includes(record.status) || INSTALLING.includes(record.status))
  );
}

/**
 * The daemon is expected to go away: it installs, restarts or shuts down for an upgrade. Calls that
 * fail meanwhile are no connection problem (the connection-timeout dialog stays closed).
 */
export function upgradeRestartExpected(record: UpgradeRecord | null | undefined): boolean {
  return !!record && fine(record) && (INSTALLING.includes(record.status) || record.status === 'shutdown');
}

/** What this page remembers of the one upgrade it follows (the record's `id`). */
export interface UpgradePageMemory {
  id: string;
  /** When this page first saw the upgrade under way (UPG-03's countdown starts then). */
  firstSeenAt: number | null;
  /** This page uploaded or confirmed it: no countdown, and the about page shows its own progress. */
  startedHere: boolean;
  countdownSkipped: boolean;
  /** When this page first saw it installing or restarting (UPG-06's simulated progress). */
  installSince: number | null;
  /** The receiving progress was hidden on this page. */
  progressHidden: boolean;
  /** A failure was acknowledged on this page (everyone but the master, UPG-10). */
  failureAcknowledged: boolean;
}

export const NO_UPGRADE_MEMORY: UpgradePageMemory = {
  id: '',
  firstSeenAt: null,
  startedHere: false,
  countdownSkipped: false,
  installSince: null,
  progressHidden: false,
  failureAcknowledged: false,
};

/**
 * The memory after this page saw `record` at `now`; the same object when nothing changed, so a
 * store keeping it does not notify. `stagingHere`: this page has the archive received and checked.
 */
export function rememberSighting(
  memory: UpgradePageMemory,
  record: UpgradeRecord,
  now: number,
  stagingHere = false,
): UpgradePageMemory {
  if (!record.id) return memory;
  let next = record.id === memory.id ? memory : { ...NO_UPGRADE_MEMORY, id: record.id };
  const change = (patch: Partial<UpgradePageMemory>) => {
    next = { ...next, ...patch };
  };
  const running = upgradeInFlight(record);
  if (running && next.firstSeenAt === null)
    change({ firstSeenAt: now, startedHere: next.startedHere || stagingHere });
  // A retried upgrade runs again: a failure acknowledged before may come back and must show.
  if (running && next.failureAcknowledged) change({ failureAcknowledged: false });
  if (running && INSTALLING.includes(record.status) && next.installSince === null)
    change({ installSince: now });
  if (!INSTALLING.includes(record.status) && next.installSince !== null) change({ installSince: null });
  return next;
}

export type UpgradePhase = 'start' | 'download' | 'check' | 'install' | 'reboot' | 'reloading';

/** What the overlay shows (spec 2 §4.9's statuses and its derived downloadFail, installFail, success). */
export type UpgradeView =
  | { kind: 'nothing' }
  | { kind: 'countdown'; seconds: number }
  | {
      kind: 'progress';
      phase: UpgradePhase;
      /** Whole percent; null while it cannot be known (starting, checking). */
      percent: number | null;
      /** Bytes of the archive received and its size, while it is being received. */
      received: number;
      total: number;
      /** The simulated time ran out and the device has not said it is done. */
      overdue: boolean;
      /** Receiving may be hidden; installing may not (the device goes away for everyone). */
      mayHide: boolean;
    }
  | { kind: 'downloadFail'; message: string; master: boolean }
  | { kind: 'installFail'; message: string; version: string; mayRetry: boolean; mayContinue: boolean }
  | { kind: 'success'; version: string; shutdown: boolean; master: boolean };

export interface UpgradeViewInput {
  record: UpgradeRecord | null;
  role: MainRole;
  memory: UpgradePageMemory;
  now: number;
  /** This page has an archive received and checked (the about page shows that progress itself). */
  stagingHere: boolean;
  /** This browser already acknowledged the success of this upgrade (shown once). */
  successAcknowledged: boolean;
  /** The daemon runs another version and the page reloads in a moment (GEN-06). */
  reloading: boolean;
}

const NOTHING: UpgradeView = { kind: 'nothing' };

function percentOf(part: number, whole: number): number {
  return Math.min(100, Math.max(0, Math.floor((part / whole) * 100)));
}

/**
 * spec 2 §4.9, §6 (UPG-02..10): the view of the upgrade for this page, from the record the poll
 * carries, the viewer's role and what the page remembers. A staged archive shows nothing here: it
 * waits for the master in the about page.
 */
export function upgradeView(input: UpgradeViewInput): UpgradeView {
  const { record, role, now } = input;
  if (input.reloading)
    return {
      kind: 'progress',
      phase: 'reloading',
      percent: 100,
      received: 0,
      total: 0,
      overdue: false,
      mayHide: false,
    };
  if (!record || !record.id || record.status === 'idle' || record.status === 'staged') return NOTHING;
  const memory = input.memory.id === record.id ? input.memory : { ...NO_UPGRADE_MEMORY, id: record.id };
  const master = role === Role.master;
  const ok = fine(record);

  if (record.status === 'end' && ok) {
    if (input.successAcknowledged) return NOTHING;
    return {
      kind: 'success',
      version: record.target_version || record.current_version,
      shutdown: false,
      master,
    };
  }
  // UPG-07: shutting down finishes the upgrade; the device needs switching on by hand.
  if (record.status === 'shutdown' && ok) {
    if (input.successAcknowledged) return NOTHING;
    return { kind: 'success', version: record.target_version, shutdown: true, master };
  }
  if (!ok && RECEIVING.includes(record.status)) {
    // The page that sent the archive shows the refusal in the about page.
    if (memory.startedHere || input.stagingHere || memory.failureAcknowledged) return NOTHING;
    return { kind: 'downloadFail', message: record.message, master };
  }
  if (!ok || record.status === 'end') {
    if (!master && memory.failureAcknowledged) return NOTHING;
    return {
      kind: 'installFail',
      message: record.message,
      version: record.current_version,
      mayRetry: master,
      // UPG-10: continuing on the old version is the master's, and not for a required upgrade.
      mayContinue: master && record.upgrade_level !== 'MUST',
    };
  }

  const receiving = RECEIVING.includes(record.status);
  if (receiving && (input.stagingHere || memory.startedHere || memory.progressHidden)) return NOTHING;
  if (!memory.startedHere && !memory.countdownSkipped) {
    const since = memory.firstSeenAt ?? now;
    const seconds = secondsLeft(since, Math.max(now, since), UPGRADE_TIMING.countdownMs);
    if (seconds > 0) return { kind: 'countdown', seconds };
  }
  if (receiving) {
    const known = record.status === 'download' && record.totalsize > 0;
    return {
      kind: 'progress',
      phase: record.status as 'start' | 'download' | 'check',
      percent: known ? percentOf(record.downloadsize, record.totalsize) : null,
      received: record.downloadsize,
      total: record.totalsize,
      overdue: false,
      mayHide: true,
    };
  }
  const duration = UPGRADE_TIMING.simulatedInstallMs[record.type];
  const elapsed = Math.max(0, now - (memory.installSince ?? now));
  return {
    kind: 'progress',
    phase: record.status as 'install' | 'reboot',
    percent: Math.min(UPGRADE_TIMING.simulatedCap, percentOf(elapsed, duration)),
    received: 0,
    total: 0,
    overdue: elapsed > duration,
    mayHide: false,
  };
}
