import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import type { ExternalDisks } from '../../src/storage/external/external-disks.js';
import type { JobRegistry } from '../../src/storage/jobs/job-registry.js';
import { StorageError } from '../../src/storage/storage-error.js';
import type { BaySandbox } from '../support/bay-sandbox.js';
import { startExternalStage, stopExternalStage, type ExternalStage } from '../support/external-stage.js';
import { signatures } from '../support/pool-device.js';

let stage: ExternalStage;
let sandbox: BaySandbox;
let bays: BayManager;
let jobs: JobRegistry;
let external: ExternalDisks;
let poolSerials: Set<string>;

beforeEach(async () => {
  stage = await startExternalStage();
  ({ sandbox, bays, jobs, external, poolSerials } = stage);
});

afterEach(() => stopExternalStage(stage));

async function formatted(dev: string, fs: string, label: string) {
  const { jobId } = await external.format(dev, fs, label);
  const job = await jobs.whenFinished(jobId);
  expect(job.kind).toBe('format');
  expect(job.state).toBe('done');
  expect(job.percent).toBe(100);
}

async function refusal(work: () => Promise<unknown>): Promise<StorageError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('external disks', () => {
  it.each([
    ['ext4', 'Backup 2026', 'Backup 2026'],
    ['exfat', 'Photos', 'Photos'],
    ['fat32', 'camera', 'CAMERA'],
    ['ntfs', 'Windows Share', 'Windows Share'],
    ['btrfs', 'Archive', 'Archive'],
  ])('formats a USB disk as %s with its label, and lists the partition', async (fs, label, stored) => {
    const disk = await bays.insert('usb1', { size: '128M' });
    await formatted(disk.device!, fs, label);
    const [listed] = await external.list();
    expect(listed).toMatchObject({ dev: disk.device, slot: 'usb1', devType: 'usb' });
    expect(listed!.partitions).toHaveLength(1);
    const kernelFs = fs === 'fat32' ? 'vfat' : fs;
    expect(listed!.partitions[0]).toMatchObject({ fs: kernelFs, label: stored, mounted: false });
    expect(listed!.partitions[0]!.sizeBytes).toBeGreaterThan(120 * 2 ** 20);
    expect(await external.info(disk.device!)).toEqual(listed);
  });

  it('mounts at <data>/external/<uuid>, keeps a file across umount and mount', async () => {
    const disk = await bays.insert('usb2', { size: '128M' });
    await formatted(disk.device!, 'ext4', 'keep');
    const mounted = await external.mount(disk.device!);
    expect(mounted.mountPoint).toBe(join(sandbox.dataDir, 'external', mounted.uuid!));
    writeFileSync(join(mounted.mountPoint!, 'note.txt'), 'still here');
    expect((await external.info(disk.device!)).partitions[0]!.mounted).toBe(true);
    // A mounted disk is not formatted.
    expect((await refusal(() => external.format(disk.device!, 'exfat', 'x'))).code).toBe(
      Code.externalMounted,
    );
    await external.umount(disk.device!);
    expect(existsSync(mounted.mountPoint!)).toBe(false);
    expect((await external.info(disk.device!)).partitions[0]!.mounted).toBe(false);
    const again = await external.mount(disk.device!);
    expect(readFileSync(join(again.mountPoint!, 'note.txt'), 'utf8')).toBe('still here');
    expect(await external.unmountAll()).toEqual([again.mountPoint]);
  });

  it.each(['exfat', 'fat32'])(
    'mounts a %s disk (the kernel or its FUSE driver) and writes to it',
    async (fs) => {
      const disk = await bays.insert('usb1', { size: '128M' });
      await formatted(disk.device!, fs, 'CARD');
      const mounted = await external.mount(disk.device!);
      writeFileSync(join(mounted.mountPoint!, 'b.txt'), fs);
      await external.umount(disk.device!);
      const again = await external.mount(disk.device!);
      expect(readFileSync(join(again.mountPoint!, 'b.txt'), 'utf8')).toBe(fs);
    },
  );

  it('mounts an NTFS disk through ntfs-3g', async () => {
    const disk = await bays.insert('usb1', { size: '128M' });
    await formatted(disk.device!, 'ntfs', 'win');
    const mounted = await external.mount(`${disk.device!}p1`);
    writeFileSync(join(mounted.mountPoint!, 'a.txt'), 'ntfs');
    expect((await external.info(disk.device!)).partitions[0]).toMatchObject({ mounted: true, fs: 'ntfs' });
    expect((await external.umount(disk.device!)).unmounted).toEqual([mounted.mountPoint]);
    const again = await external.mount(disk.device!);
    expect(readFileSync(join(again.mountPoint!, 'a.txt'), 'utf8')).toBe('ntfs');
  });

  it('refuses a pool member and a SATA disk, writing nothing', async () => {
    const member = await bays.insert('usb1', { size: '128M' });
    poolSerials.add(member.serial);
    const sata = await bays.insert('sata1', { size: '128M' });
    expect((await refusal(() => external.format(member.device!, 'ext4', 'x'))).code).toBe(
      Code.externalPoolMember,
    );
    expect((await refusal(() => external.format(sata.device!, 'ext4', 'x'))).code).toBe(
      Code.externalNotExternal,
    );
    expect((await refusal(() => external.mount(sata.device!))).code).toBe(Code.externalNotExternal);
    expect(await signatures(member.device!)).toEqual([]);
    expect(await signatures(sata.device!)).toEqual([]);
    expect(await external.list()).toEqual([]);
  });

  it('answers every label problem at once and writes nothing', async () => {
    const disk = await bays.insert('usb1', { size: '128M' });
    const error = await refusal(() => external.format(disk.device!, 'fat32', 'far too long: label'));
    expect(error.problems.map((p) => [p.field, p.code])).toEqual([
      ['label', Code.externalLabelTooLong],
      ['label', Code.externalLabelCharacters],
    ]);
    expect(error.problems[1]!.params).toMatchObject({ chars: ':' });
    expect((await refusal(() => external.format(disk.device!, 'zfs', ''))).code).toBe(Code.externalFsUnknown);
    expect(await signatures(disk.device!)).toEqual([]);
    expect(jobs.latest('format')).toBeUndefined();
  });
});
