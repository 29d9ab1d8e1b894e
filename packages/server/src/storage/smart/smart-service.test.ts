import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { buildSmartFixture } from '../bays/smart-fixture.js';
import { buildDisk } from '../disks/disk.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobStore } from '../jobs/job-store.js';
import { SmartService, type SmartDisks } from './smart-service.js';
import { SmartStore } from './smart-store.js';

const DISK = buildDisk({
  sn: 'REAL1',
  pos: 1,
  model: 'Real HDD',
  devType: 'sata',
  sizeBytes: 2 ** 40,
  label: '',
  smart: 'notsupported',
  temperature: null,
  present: true,
});

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-smart-'));
  db = openDatabase(join(dir, 'coffer.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function service(answers: Record<string, { stdout: string; exitCode: number }[]>, present = [DISK]) {
  const calls: string[] = [];
  const told: string[] = [];
  const disks: SmartDisks = {
    list: () => present,
    smartSourceOf: (sn) =>
      sn === DISK.sn ? { kind: 'real', device: '/dev/sdz', fixture: join(dir, 'none.json') } : undefined,
    smartRead: (sn, label) => told.push(`${sn} ${label}`),
  };
  const jobs = new JobRegistry({ store: new JobStore(db) });
  const smart = new SmartService({
    disks,
    jobs,
    store: new SmartStore(db),
    selfTestPollMs: 1,
    clock: () => 1234,
    smartctl: async (args) => {
      calls.push(args.join(' '));
      const queue = answers[args[1]!]!;
      return queue.length > 1 ? queue.shift()! : queue[0]!;
    },
  });
  return { smart, jobs, calls, told };
}

const fixture = JSON.stringify(
  buildSmartFixture(
    { serial: 'REAL1', model: 'Real HDD', sizeBytes: 2 ** 40, devType: 'sata', deviceName: '/dev/sdz' },
    'failing',
  ),
);

describe('SmartService on a real disk (smartctl through exec)', () => {
  it('starts a short self-test, waits for it, reads `-a` and keeps the reading', async () => {
    const { smart, jobs, calls, told } = service({
      '-t': [{ stdout: '{}', exitCode: 0 }],
      '-c': [
        {
          stdout: JSON.stringify({ ata_smart_data: { self_test: { status: { remaining_percent: 50 } } } }),
          exitCode: 0,
        },
        { stdout: JSON.stringify({ ata_smart_data: { self_test: { status: { value: 0 } } } }), exitCode: 0 },
      ],
      // A failing disk exits with bits 3 and 4 set, yet prints its report.
      '-a': [{ stdout: fixture, exitCode: 24 }],
    });
    const job = smart.start('protsata');
    expect(job.kind).toBe('smart');
    expect(smart.status('protsata').running).toBe(1);
    expect((await jobs.whenFinished(job.id)).state).toBe('done');
    expect(calls).toEqual(['-j -t short /dev/sdz', '-j -c /dev/sdz', '-j -c /dev/sdz', '-j -a /dev/sdz']);
    // The disk list takes the check's reading at once.
    expect(told).toEqual(['REAL1 fault']);
    const status = smart.status('protsata');
    expect(status).toMatchObject({ running: 0, jobId: job.id });
    expect(status.disks).toEqual([
      { sn: 'REAL1', pos: 1, result: 'fault', health: 'damaged', id: 1, ctime: 1234 },
    ]);
    expect(smart.view('REAL1', 1).report.attributes.find((entry) => entry.id === 5)?.health).toBe('fault');
    expect(smart.history('REAL1')).toEqual([
      { id: 1, sn: 'REAL1', pos: 1, protocol: 'protsata', jobId: job.id, health: 'fault', ctime: 1234 },
    ]);
  });

  it('records cmderr when the device cannot be opened', async () => {
    const { smart, jobs } = service({
      '-t': [{ stdout: '', exitCode: 2 }],
      '-a': [{ stdout: '', exitCode: 2 }],
    });
    const job = smart.start('protsata', ['REAL1']);
    await jobs.whenFinished(job.id);
    expect(smart.status('protsata').disks[0]).toMatchObject({ result: 'cmderr', health: 'abnormal' });
  });

  it('refuses an unknown disk and a second check while one runs', async () => {
    const { smart, jobs } = service({
      '-t': [{ stdout: '', exitCode: 2 }],
      '-a': [{ stdout: '', exitCode: 2 }],
    });
    expect(() => smart.start('protsata', ['OTHER'])).toThrow(expect.objectContaining({ code: 'C108002' }));
    const job = smart.start('protsata');
    expect(() => smart.start('protsata')).toThrow(expect.objectContaining({ code: 'C108001' }));
    expect(() => smart.view('REAL1', 99)).toThrow(expect.objectContaining({ code: 'C108004' }));
    await jobs.whenFinished(job.id);
  });

  it('lists the disks in bay order, whatever order the monitor found them in', () => {
    const second = { ...DISK, sn: 'REAL2', pos: 2 };
    const third = { ...DISK, sn: 'REAL3', pos: 3 };
    const { smart } = service({}, [third, DISK, second]);
    expect(smart.status('protsata').disks.map((disk) => disk.sn)).toEqual(['REAL1', 'REAL2', 'REAL3']);
  });
});
