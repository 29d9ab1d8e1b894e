import { Code } from '@coffer/contract';
import { emptyUpgradeState, type UpgradeState } from '../../release/upgrade-state.js';

export interface StartFacts {
  /** The version this daemon runs. */
  runningVersion: string;
  /** The state's archive file is still there. */
  archiveKept: boolean;
  /** Unix seconds. */
  now: number;
}

/**
 * What a daemon makes, at start, of the record the last run left (docs/decisions.md "System
 * upgrade"); the same object when nothing changes:
 * - an arrival (`download`, `check`) that a restart cut off is idle again, with the interruption's code;
 * - an `install` or `reboot` is over: a success (`end`, 200) when this daemon runs its target
 *   version, else a start failure (this daemon is another version: the new one did not start);
 * - a `staged` archive that is gone is idle; a failure whose archive is gone cannot be retried.
 */
export function nextRecord(stored: UpgradeState, facts: StartFacts): UpgradeState {
  const { record } = stored;
  const at = { updated_at: facts.now, current_version: facts.runningVersion };
  switch (record.status) {
    case 'download':
    case 'check':
      return {
        ...emptyUpgradeState(facts.runningVersion),
        record: {
          ...emptyUpgradeState(facts.runningVersion).record,
          id: record.id,
          errcode: Code.upgradeInterrupted,
          ...at,
        },
      };
    case 'install':
    case 'reboot':
    case 'shutdown':
      if (record.target_version === facts.runningVersion) {
        return {
          ...stored,
          record: { ...record, status: 'end', errcode: 200, ...at },
          params: {},
          archive: '',
        };
      }
      return {
        ...stored,
        record: { ...record, status: 'end', errcode: Code.upgradeStartFailed, ...at },
        params: {
          reason: {
            en: `the device started version ${facts.runningVersion} instead`,
            zh: `设备启动的是版本 ${facts.runningVersion}`,
          },
        },
        archive: facts.archiveKept ? stored.archive : '',
      };
    case 'staged':
      return facts.archiveKept
        ? stored
        : {
            ...emptyUpgradeState(facts.runningVersion),
            record: { ...emptyUpgradeState(facts.runningVersion).record, ...at },
          };
    default:
      return stored.archive !== '' && !facts.archiveKept ? { ...stored, archive: '' } : stored;
  }
}
