import { Role, type MainRole, type UpgradeInfo, type UpgradeRecord } from '@coffer/contract';

/** What this page is doing with an archive right now, before the daemon's record says it. */
export type LocalStaging =
  | { kind: 'none' }
  | { kind: 'uploading'; sent: number; total: number }
  /** The bytes are out (or a path was named): the daemon checks the archive's signature. */
  | { kind: 'checking' };

export interface UpgradeSectionInput {
  role: MainRole;
  info: UpgradeInfo;
  record: UpgradeRecord | null;
  local: LocalStaging;
}

/** Why the upgrade's actions are disabled; the section says it beside them. */
export type UpgradeBlock = 'notMaster' | 'noKey' | 'busy';

export type UpgradeSectionStage =
  /** Nothing waits: an archive may be chosen. */
  | { kind: 'choose' }
  | { kind: 'uploading'; sent: number; total: number; percent: number }
  | { kind: 'checking' }
  /** Checked and waiting for the master's decision: current → target. */
  | { kind: 'staged'; id: string; current: string; target: string }
  /** The device installs, restarts or shuts down: the overlay shows it to every page. */
  | { kind: 'installing' };

/** How the last upgrade ended, while its record still says so. */
export type UpgradeOutcome =
  { kind: 'none' } | { kind: 'succeeded'; version: string } | { kind: 'failed'; message: string };

export interface UpgradeSectionState {
  stage: UpgradeSectionStage;
  /** null: the master may act; otherwise why not. */
  block: UpgradeBlock | null;
  outcome: UpgradeOutcome;
}

function fine(record: UpgradeRecord): boolean {
  return String(record.errcode) === '200';
}

function uploading(sent: number, total: number): UpgradeSectionStage {
  const percent = total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;
  return { kind: 'uploading', sent, total, percent };
}

function stageOf(record: UpgradeRecord | null, local: LocalStaging): UpgradeSectionStage {
  if (local.kind === 'uploading') return uploading(local.sent, local.total);
  if (local.kind === 'checking') return { kind: 'checking' };
  if (!record || !fine(record)) return { kind: 'choose' };
  switch (record.status) {
    case 'start':
    case 'download':
      // Another page sends it: the record counts the bytes received.
      return uploading(record.downloadsize, record.totalsize);
    case 'check':
      return { kind: 'checking' };
    case 'staged':
      return {
        kind: 'staged',
        id: record.id,
        current: record.current_version,
        target: record.target_version,
      };
    case 'install':
    case 'reboot':
    case 'shutdown':
      return { kind: 'installing' };
    default:
      return { kind: 'choose' };
  }
}

/**
 * The about page's system upgrade section (spec 2 §4.9, §6): the master alone acts, and only once
 * the device has a release key to verify an archive with; an archive another page is sending shows
 * as received bytes here too.
 */
export function upgradeSectionState({ role, info, record, local }: UpgradeSectionInput): UpgradeSectionState {
  const stage = stageOf(record, local);
  let block: UpgradeBlock | null = null;
  if (role !== Role.master) block = 'notMaster';
  else if (!info.release_key) block = 'noKey';
  else if (stage.kind !== 'choose' && stage.kind !== 'staged') block = 'busy';

  let outcome: UpgradeOutcome = { kind: 'none' };
  if (record && record.id && local.kind === 'none') {
    if (record.status === 'end' && fine(record))
      outcome = { kind: 'succeeded', version: record.target_version || record.current_version };
    else if (!fine(record) && record.status !== 'idle') outcome = { kind: 'failed', message: record.message };
  }
  return { stage, block, outcome };
}
