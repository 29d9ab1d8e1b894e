import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../platform/exec.js';
import { BayError } from './bay-error.js';
import type { BayContext } from './bay-context.js';
import { pulledName, smartFixtureName } from './bay-paths.js';
import { writeHealthySmart } from './insert-disk.js';
import {
  FAIL_MODES,
  emptyBaysState,
  readBaysState,
  writeBaysState,
  type FailMode,
  type VirtualDisk,
} from './bays-state.js';
import { corruptImage } from './corrupt-image.js';
import { isDeviceInUse } from './device-in-use.js';
import { buildSmartFixture, type SmartHealth } from './smart-fixture.js';
import { writeFileAtomically } from './write-file-atomically.js';

export type BayFailMode = FailMode | 'clear';

export interface FailResult {
  slot: string;
  serial: string;
  mode: BayFailMode;
  failModes: FailMode[];
  corruptedBlocks?: number;
}

const SMART_HEALTH: Partial<Record<BayFailMode, SmartHealth>> = {
  'smart-warning': 'warning',
  'smart-fault': 'failing',
};

function isFailMode(mode: string): mode is BayFailMode {
  return mode === 'clear' || (FAIL_MODES as readonly string[]).includes(mode);
}

/**
 * Injects a failure: a SMART fixture (warning, fault, or a hot disk for the temperature alert) or
 * corrupted blocks; `clear` puts the healthy fixture back.
 */
export async function failDisk(context: BayContext, slot: string, mode: string): Promise<FailResult> {
  const bay = context.virtualBaySlot(slot);
  if (!isFailMode(mode)) throw new BayError('C103012', { mode });
  const state = readBaysState(context.paths.stateFile) ?? emptyBaysState();
  const disk = state.bays[slot];
  if (!disk) throw new BayError('C103003', { slot });
  const fixture = join(context.paths.smartDir, smartFixtureName(disk.serial));
  let failModes: FailMode[];
  let corruptedBlocks: number | undefined;
  const health = SMART_HEALTH[mode];
  if (health || mode === 'hot') {
    // The SMART modes and `hot` share one fixture: heating a warning disk keeps its warning.
    failModes = [
      ...disk.failModes.filter((other) => other !== mode && (!health || !other.startsWith('smart-'))),
      mode as FailMode,
    ];
    const kept = failModes.find((other) => other.startsWith('smart-'));
    const deviceName = context.loopOf(disk) ?? slot;
    const json = buildSmartFixture(
      { ...disk, devType: bay.devType, deviceName },
      (kept && SMART_HEALTH[kept]) ?? 'healthy',
      failModes.includes('hot'),
    );
    writeFileAtomically(fixture, `${JSON.stringify(json, null, 2)}\n`);
  } else if (mode === 'clear') {
    // Back to the healthy fixture every virtual disk starts with.
    writeHealthySmart(context, { ...disk, devType: bay.devType, deviceName: context.loopOf(disk) ?? slot });
    failModes = [];
  } else {
    corruptedBlocks = await corrupt(context, slot, disk);
    failModes = [...disk.failModes.filter((other) => other !== 'corrupt'), 'corrupt'];
  }
  state.bays[slot] = { ...disk, failModes };
  writeBaysState(context.paths.stateFile, state);
  context.log.info(
    { event: 'bays.failed', slot, serial: disk.serial, mode, corruptedBlocks },
    'disk failure',
  );
  return { slot, serial: disk.serial, mode, failModes, corruptedBlocks };
}

/** Corrupting under a mounted btrfs would race its caches; a real pool is only damaged this way at rest. */
async function corrupt(context: BayContext, slot: string, disk: VirtualDisk): Promise<number> {
  const loop = disk.state === 'present' ? context.loopOf(disk) : undefined;
  if (loop && isDeviceInUse(loop)) throw new BayError('C103010', { slot });
  const file = disk.state === 'present' ? context.imagePath(disk) : pulledName(context.imagePath(disk));
  if (!existsSync(file)) throw new BayError('C103015', { serial: disk.serial, file });
  const corrupted = await corruptImage(file, disk.sizeBytes);
  if (corrupted === 0) throw new BayError('C103011', { slot });
  // The loop's own page cache may still hold the old blocks for readers of the device node.
  if (loop) await exec('blockdev', ['--flushbufs', loop]);
  return corrupted;
}
