import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { PoolMessages } from '../disks/pool-messages.js';
import { ScrubDamage } from './scrub-damage.js';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-scrub-damage-'));
  db = openDatabase(join(dir, 'coffer.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scrub damage', () => {
  it('marks a pool damaged by a scrub with uncorrectable errors and leaves a storage message', () => {
    const messages = new PoolMessages(() => 100, db);
    const damage = new ScrubDamage(db, messages);
    damage.scrubFinished('pool-1', { errorsFound: 40, corrected: 30, uncorrectable: 10 }, 'SATA1');
    expect(damage.uncorrectable('pool-1')).toBe(10);
    expect(damage.uncorrectable('pool-2')).toBe(0);
    expect(messages.list('pool_msg')).toEqual([
      {
        id: 1,
        type: 'pool_msg',
        time: 100,
        pid: 'pool-1',
        data: {
          event: 'scrub_uncorrectable',
          name: 'SATA1',
          errorsFound: 40,
          corrected: 30,
          uncorrectable: 10,
        },
      },
    ]);
  });

  it('keeps the damage across a restart until a clean scrub clears it, without a message', () => {
    new ScrubDamage(db, new PoolMessages(undefined, db)).scrubFinished('pool-1', {
      errorsFound: 1,
      corrected: 0,
      uncorrectable: 1,
    });
    const messages = new PoolMessages(undefined, db);
    const afterRestart = new ScrubDamage(db, messages);
    expect(afterRestart.uncorrectable('pool-1')).toBe(1);
    afterRestart.scrubFinished('pool-1', { errorsFound: 3, corrected: 3, uncorrectable: 0 });
    expect(afterRestart.uncorrectable('pool-1')).toBe(0);
    expect(messages.list()).toHaveLength(1);
  });

  it('forgets a deleted pool', () => {
    const damage = new ScrubDamage(db, new PoolMessages(undefined, db));
    damage.scrubFinished('pool-1', { errorsFound: 1, corrected: 0, uncorrectable: 1 });
    damage.forget('pool-1');
    expect(damage.uncorrectable('pool-1')).toBe(0);
  });
});
