import { SUB_ADMIN_AREAS, type SubAdminArea, type SubAdminPerms } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { MetaSetting } from '../files/meta-setting.js';

const ALL_OPEN: SubAdminPerms = {
  network: true,
  time: true,
  hardware: true,
  fileServices: true,
  device: true,
};

/**
 * Which settings areas operations administrators may change, in SQLite `meta`. Every area is open
 * until the master closes one (the behaviour before the setting existed). Read on each guarded call,
 * so it is cached here and written through.
 */
export class SubAdminPermsStore {
  private readonly setting: MetaSetting;
  private cached: SubAdminPerms | undefined;

  constructor(db: Db) {
    this.setting = new MetaSetting(db, 'subadmin.perms');
  }

  load(): SubAdminPerms {
    if (this.cached) return { ...this.cached };
    const perms = { ...ALL_OPEN };
    try {
      const stored = JSON.parse(this.setting.get() ?? '{}') as Partial<Record<SubAdminArea, unknown>>;
      for (const area of SUB_ADMIN_AREAS) if (stored[area] === false) perms[area] = false;
    } catch {
      // A damaged value opens everything, as before the setting existed.
    }
    this.cached = perms;
    return { ...perms };
  }

  allows(area: SubAdminArea): boolean {
    return this.load()[area];
  }

  /** Changes the areas given; the others keep their value. */
  change(change: Partial<SubAdminPerms>): SubAdminPerms {
    const perms = this.load();
    for (const area of SUB_ADMIN_AREAS) if (change[area] !== undefined) perms[area] = change[area];
    this.setting.set(JSON.stringify(perms));
    this.cached = perms;
    return { ...perms };
  }
}
