import { UPS_LEVEL, UPS_MINUTES, UPS_MODES, type UpsMode, type UpsPolicy } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { MetaSetting } from '../files/meta-setting.js';

const DEFAULT_POLICY: UpsPolicy = {
  mode: 'minutes',
  minutes: UPS_MINUTES.default,
  level: UPS_LEVEL.default,
  enabled: false,
};

/** The UPS policy in SQLite `meta` (one JSON value); the watch is off until the administrator turns it on. */
export class UpsPolicyStore {
  private readonly setting: MetaSetting;

  constructor(db: Db) {
    this.setting = new MetaSetting(db, 'ups.policy');
  }

  load(): UpsPolicy {
    const raw = this.setting.get();
    if (!raw) return { ...DEFAULT_POLICY };
    try {
      const stored = JSON.parse(raw) as Partial<UpsPolicy>;
      return {
        mode: UPS_MODES.includes(stored.mode as UpsMode) ? stored.mode! : DEFAULT_POLICY.mode,
        minutes: stored.minutes ?? DEFAULT_POLICY.minutes,
        level: stored.level ?? DEFAULT_POLICY.level,
        enabled: stored.enabled === true,
      };
    } catch {
      return { ...DEFAULT_POLICY };
    }
  }

  /** Changes the mode and whichever limits are given; the others keep their stored values. */
  change(change: { mode: UpsMode; minutes?: number; level?: number }): UpsPolicy {
    const policy = this.load();
    return this.save({
      ...policy,
      mode: change.mode,
      minutes: change.minutes ?? policy.minutes,
      level: change.level ?? policy.level,
    });
  }

  switch(enabled: boolean): UpsPolicy {
    return this.save({ ...this.load(), enabled });
  }

  private save(policy: UpsPolicy): UpsPolicy {
    this.setting.set(JSON.stringify(policy));
    return policy;
  }
}
