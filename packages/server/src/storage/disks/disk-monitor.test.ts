import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bayPaths, type BayPaths } from '../bays/bay-paths.js';
import { writeBaysState, type BaysState } from '../bays/bays-state.js';
import { buildSmartFixture } from '../bays/smart-fixture.js';
import type { BlockSignature } from './blkid.js';
import type { Disk } from './disk.js';
import { DiskMonitor } from './disk-monitor.js';
import { writeFakeBlockDevice, writeUnboundLoop } from '../../../test/support/fake-sys-block.js';

const GIB_SECTORS = 2 * 1024 * 1024;

let root: string;
let sysRoot: string;
let paths: BayPaths;
let probes: string[];
let labels: Map<string, string>;
let monitor: DiskMonitor;
let events: [string, Disk][];

function disk(serial: string, state: 'present' | 'pulled' = 'present') {
  return {
    serial,
    model: `Model ${serial}`,
    sizeBytes: 2 ** 30,
    image: `${serial}.img`,
    state,
    failModes: [],
  };
}

function writeBays(bays: BaysState['bays']): void {
  writeBaysState(paths.stateFile, { version: 1, bays });
}

function loop(
  name: string,
  serial: string,
  fields: { sectors?: number; written?: number; deleted?: boolean } = {},
) {
  writeFakeBlockDevice(sysRoot, {
    name,
    sectors: fields.sectors ?? GIB_SECTORS,
    backingFile: `${paths.imagesDir}/${serial}.img${fields.deleted ? ' (deleted)' : ''}`,
    sectorsWritten: fields.written ?? 0,
  });
}

beforeEach(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'coffer-disk-monitor-')));
  sysRoot = join(root, 'sys');
  paths = bayPaths(join(root, 'data'));
  mkdirSync(paths.imagesDir, { recursive: true });
  mkdirSync(paths.smartDir, { recursive: true });
  probes = [];
  labels = new Map();
  events = [];
  writeUnboundLoop(sysRoot, 'loop0');
  writeFakeBlockDevice(sysRoot, { name: 'sda', sectors: 100 * GIB_SECTORS, rotational: true });
  writeFakeBlockDevice(sysRoot, { name: 'loop9', sectors: GIB_SECTORS, backingFile: '/elsewhere/x.img' });
  writeBays({ sata2: disk('A'), 'm2-1': disk('B') });
  loop('loop1', 'A');
  loop('loop2', 'B');
  monitor = new DiskMonitor({
    bayPaths: paths,
    sysRoot,
    systemDisks: () => new Set(['sda']),
    probe: async (device): Promise<BlockSignature> => {
      probes.push(device);
      const label = labels.get(device);
      return label ? { type: 'btrfs', label, partEntry: {} } : { partEntry: {} };
    },
  });
  for (const name of ['disk-added', 'disk-removed', 'disk-changed'] as const)
    monitor.on(name, (value) => events.push([name, value]));
  await monitor.start();
});

afterEach(async () => {
  await monitor.stop();
  rmSync(root, { recursive: true, force: true });
});

const seen = () => events.map(([name, value]) => `${name} ${value.sn}`);

describe('DiskMonitor', () => {
  it('lists the bay disks at start, without events, and nothing else', () => {
    expect(
      monitor.list().map((entry) => [entry.sn, entry.pos, entry.dev_type, entry.size, entry.model]),
    ).toEqual([
      ['A', 2, 'sata', '1GB', 'Model A'],
      ['B', 1, 'nvme', '1GB', 'Model B'],
    ]);
    expect(events).toEqual([]);
    expect(probes.sort()).toEqual(['/dev/loop1', '/dev/loop2']);
    expect(monitor.deviceOf('A')).toBe('/dev/loop1');
  });

  it('runs no command while nothing changes, even when bays.json is rewritten the same', async () => {
    probes = [];
    await monitor.poll();
    writeBays({ sata2: disk('A'), 'm2-1': disk('B') });
    await monitor.poll();
    expect(probes).toEqual([]);
    expect(events).toEqual([]);
  });

  it('reports an inserted disk once bays.json and its loop both say so, with a new-disk message', async () => {
    loop('loop3', 'C');
    await monitor.poll();
    expect(seen()).toEqual([]);
    writeBays({ sata2: disk('A'), 'm2-1': disk('B'), sata5: disk('C') });
    await monitor.poll();
    expect(seen()).toEqual(['disk-added C']);
    expect(events[0]![1]).toMatchObject({ pos: 5, status: 'ok', role: 0 });
    expect(monitor.messages.list('new_hdd_msg').map((message) => message.sn)).toEqual(['C']);
  });

  it('reports a pulled disk removed as soon as its loop is emptied, and drops its message', async () => {
    loop('loop3', 'C');
    writeBays({ sata2: disk('A'), 'm2-1': disk('B'), sata5: disk('C') });
    await monitor.poll();
    loop('loop3', 'C', { sectors: 0 });
    await monitor.poll();
    expect(seen()).toEqual(['disk-added C', 'disk-removed C']);
    expect(events[1]![1].status).toBe('missing');
    expect(monitor.messages.list()).toEqual([]);
    expect(monitor.list(['C']).map((entry) => [entry.sn, entry.status, entry.pos])).toEqual([
      ['A', 'ok', 2],
      ['B', 'ok', 1],
      ['C', 'missing', 5],
    ]);
  });

  it('probes again once writes have settled and reports the new label', async () => {
    probes = [];
    labels.set('/dev/loop1', 'tank');
    loop('loop1', 'A', { written: 5000 });
    await monitor.poll();
    expect(probes).toEqual([]);
    await monitor.poll();
    expect(probes).toEqual(['/dev/loop1']);
    expect(seen()).toEqual(['disk-changed A']);
    expect(monitor.list()[0]!.label).toBe('tank');
    await monitor.poll();
    expect(probes).toEqual(['/dev/loop1']);
  });

  it('reports a SMART fault when the bay gets a failing fixture', async () => {
    const fixture = buildSmartFixture(
      { serial: 'A', model: 'Model A', sizeBytes: 2 ** 30, devType: 'sata', deviceName: '/dev/loop1' },
      'failing',
    );
    writeFileSync(join(paths.smartDir, 'A.json'), JSON.stringify(fixture));
    writeBays({ sata2: { ...disk('A'), failModes: ['smart-fault'] }, 'm2-1': disk('B') });
    await monitor.poll();
    expect(seen()).toEqual(['disk-changed A']);
    expect(events[0]![1]).toMatchObject({ status: 'fault', isFault: true, smart_test: { result: 'fault' } });
  });

  it('follows the pool service for roles', () => {
    monitor.setMembership((sn) => (sn === 'B' ? { role: 3, pid: 'p9' } : undefined));
    expect(seen()).toEqual(['disk-changed B']);
    expect(monitor.list()[1]).toMatchObject({ role: 3, pid: 'p9' });
  });

  it('stops polling on stop()', async () => {
    expect(monitor.running).toBe(true);
    await monitor.stop();
    expect(monitor.running).toBe(false);
  });
});
