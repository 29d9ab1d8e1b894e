import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { buildSmartFixture } from '../bays/smart-fixture.js';
import { buildDisk } from '../disks/disk.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobStore } from '../jobs/job-store.js';
import { smartReportOf, type SmartReport } from '../smart/smart-report.js';
import { SmartStore } from '../smart/smart-store.js';
import { ihmIndicators } from './ihm-indicators.js';
import { IhmService } from './ihm-service.js';

const SSD = buildDisk({
  sn: 'SSD1',
  pos: 1,
  model: 'Real NVMe',
  devType: 'nvme',
  sizeBytes: 2 ** 39,
  label: '',
  smart: 'notsupported',
  temperature: null,
  present: true,
});

const fixtureReport = (devType: 'sata' | 'nvme', health: 'healthy' | 'warning' | 'failing') =>
  smartReportOf(
    buildSmartFixture({ serial: 'X', model: 'M', sizeBytes: 2 ** 40, devType, deviceName: '/dev/x' }, health),
    1,
  );

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

describe('IHM indicators', () => {
  it('reads ATA attributes by their standard ids and leaves NVMe-only ones null', () => {
    expect(ihmIndicators(fixtureReport('sata', 'healthy'), false)).toEqual({
      temperature: 36,
      power_on_hours: 8760,
      reallocated_sectors: 0,
      pending_sectors: 0,
      uncorrectable_sectors: 0,
      media_errors: null,
      percentage_used: null,
    });
  });

  it('reads the NVMe health log and leaves sector counts null', () => {
    expect(ihmIndicators(fixtureReport('nvme', 'warning'), true)).toMatchObject({
      temperature: 38,
      reallocated_sectors: null,
      media_errors: 2,
      percentage_used: 91,
    });
  });

  it('answers nothing measured for a disk without SMART', () => {
    expect(Object.values(ihmIndicators(smartReportOf(undefined, 1), false))).toEqual(Array(7).fill(null));
  });
});

describe('IHM checks', () => {
  it('refuses a second check of a group while one runs', async () => {
    let finish!: (report: SmartReport) => void;
    const ihm = new IhmService({
      disks: { list: () => [SSD], smartSourceOf: () => undefined, smartRead: () => {} },
      jobs: new JobRegistry({ store: new JobStore(db) }),
      store: new SmartStore(db),
      read: () => new Promise((resolve) => (finish = resolve)),
    });
    const job = ihm.start('ssd-group');
    expect(() => ihm.start('ssd-group')).toThrow(expect.objectContaining({ code: Code.ihmCheckRunning }));
    expect(() => ihm.start('sata-group')).toThrow(expect.objectContaining({ code: Code.smartNoDisk }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ihm.status('ssd-group')).toMatchObject({ running: 1, jobId: job.id });
    finish(fixtureReport('nvme', 'healthy'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ihm.status('ssd-group')).toMatchObject({
      running: 0,
      percent: 100,
      summary: 'normal',
      disks: [{ sn: 'SSD1', result: 'ok', health: 'healthy', replace: 0 }],
    });
  });
});
