import { expect } from 'vitest';
import { openDatabase, type Db } from '../../src/db/open-database.js';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import { ExternalDisks } from '../../src/storage/external/external-disks.js';
import { JobRegistry } from '../../src/storage/jobs/job-registry.js';
import { JobStore } from '../../src/storage/jobs/job-store.js';
import { createBaySandbox, type BaySandbox } from './bay-sandbox.js';

/** The engine's external disks over a bay sandbox of real loops, without a daemon. */
export interface ExternalStage {
  sandbox: BaySandbox;
  db: Db;
  bays: BayManager;
  jobs: JobRegistry;
  external: ExternalDisks;
  /** The serials a test says are in a pool (ExternalDisks refuses those). */
  poolSerials: Set<string>;
}

export async function startExternalStage(): Promise<ExternalStage> {
  const sandbox = createBaySandbox();
  const db = openDatabase(':memory:');
  const jobs = new JobRegistry({ store: new JobStore(db), eventIntervalMs: 0 });
  const bays = sandbox.manager();
  await bays.attachAll();
  const poolSerials = new Set<string>();
  const external = new ExternalDisks({
    dataDir: sandbox.dataDir,
    bays,
    jobs,
    isPoolMember: (serial) => poolSerials.has(serial),
  });
  return { sandbox, db, bays, jobs, external, poolSerials };
}

/** As at power-off: unmounts and drops the partitions parted added to the loops; then none is left. */
export async function stopExternalStage({ external, sandbox, db }: ExternalStage): Promise<void> {
  await external.powerOff();
  await sandbox.cleanup();
  db.close();
  expect(sandbox.loopsInside()).toEqual([]);
}
