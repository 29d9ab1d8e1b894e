import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BayError } from './bay-error.js';
import type { BayContext } from './bay-context.js';
import type { BaySlot } from './bay-layout.js';
import { imageName, pulledName, smartFixtureName } from './bay-paths.js';
import {
  emptyBaysState,
  readBaysState,
  takenSerials,
  writeBaysState,
  type BaysState,
  type VirtualDisk,
} from './bays-state.js';
import { checkModel, checkSerial, defaultModel, generateSerial } from './disk-identity.js';
import { parseDiskSize } from './disk-size.js';
import { checkHostSpace } from './host-space.js';
import { buildSmartFixture, type SmartFixtureDisk } from './smart-fixture.js';
import { createSparseImage } from './sparse-image.js';
import { writeFileAtomically } from './write-file-atomically.js';

export interface InsertRequest {
  /** "4T", "512G": a new blank disk. Without it, a pulled disk goes back in. */
  size?: string;
  model?: string;
  serial?: string;
}

export interface InsertResult {
  slot: string;
  serial: string;
  model: string;
  sizeBytes: number;
  /** A pulled disk put back, rather than a new blank one. */
  restored: boolean;
  /** The serial of a pulled disk this bay remembered and a new disk replaced. */
  discarded: string | null;
  device: string | null;
}

/**
 * Puts a disk in a bay: with a size, a new blank disk (replacing a pulled disk the bay remembers);
 * without, the pulled disk of this bay, or the pulled disk `serial` moved here from another bay.
 */
export async function insertDisk(
  context: BayContext,
  slot: string,
  request: InsertRequest,
): Promise<InsertResult> {
  const bay = context.virtualBaySlot(slot);
  const state = readBaysState(context.paths.stateFile) ?? emptyBaysState();
  const current = state.bays[slot];
  if (current?.state === 'present') throw new BayError('C103002', { slot });
  if (request.size === undefined) return restoreDisk(context, state, slot, request.serial ?? current?.serial);

  checkHostSpace(await context.hostSpace());
  const disk = addBlankDisk(context, state, bay, request);
  let device: string | null = null;
  if (context.powered) {
    try {
      device = await context.attach(disk);
    } catch (error) {
      rmSync(context.imagePath(disk), { force: true });
      throw error;
    }
  }
  writeBaysState(context.paths.stateFile, state);
  if (current) {
    // A pulled disk replaced by a new one is gone for good, with its kept copy and SMART fixture.
    rmSync(pulledName(context.imagePath(current)), { force: true });
    rmSync(join(context.paths.smartDir, smartFixtureName(current.serial)), { force: true });
  }
  context.log.info({ event: 'bays.inserted', slot, serial: disk.serial, device }, 'disk inserted');
  return {
    slot,
    serial: disk.serial,
    model: disk.model,
    sizeBytes: disk.sizeBytes,
    restored: false,
    discarded: current?.serial ?? null,
    device,
  };
}

/** Adds a new blank disk's sparse image and its record to `state` (not yet written). */
export function addBlankDisk(
  context: BayContext,
  state: BaysState,
  bay: BaySlot,
  request: InsertRequest,
): VirtualDisk {
  const sizeBytes = parseDiskSize(request.size ?? '');
  // An image left without a record (an interrupted insert) still owns its serial's file name.
  const leftovers = existsSync(context.paths.imagesDir) ? readdirSync(context.paths.imagesDir) : [];
  const taken = new Set([...takenSerials(state), ...leftovers.map((file) => file.split('.')[0]!)]);
  const serial = request.serial !== undefined ? checkSerial(request.serial, taken) : generateSerial(taken);
  const model =
    request.model !== undefined ? checkModel(request.model) : defaultModel(bay.devType, sizeBytes);
  const disk: VirtualDisk = {
    serial,
    model,
    sizeBytes,
    image: imageName(serial),
    state: 'present',
    failModes: [],
  };
  mkdirSync(context.paths.imagesDir, { recursive: true, mode: 0o700 });
  createSparseImage(context.imagePath(disk), sizeBytes);
  writeHealthySmart(context, { ...disk, devType: bay.devType, deviceName: bay.slot });
  state.bays[bay.slot] = disk;
  return disk;
}

/**
 * A new virtual disk reads as a healthy disk does (issue 12, finding 10): without a fixture its SMART
 * check said `notsupported`, shown as abnormal, while the storage page said healthy.
 */
export function writeHealthySmart(context: BayContext, disk: SmartFixtureDisk): void {
  const fixture = join(context.paths.smartDir, smartFixtureName(disk.serial));
  writeFileAtomically(fixture, `${JSON.stringify(buildSmartFixture(disk, 'healthy'), null, 2)}\n`);
}

async function restoreDisk(
  context: BayContext,
  state: BaysState,
  slot: string,
  serial: string | undefined,
): Promise<InsertResult> {
  if (serial === undefined) throw new BayError('C103005');
  const from = Object.entries(state.bays).find(([, disk]) => disk.serial === serial);
  if (!from) throw new BayError('C103005');
  const [fromSlot, disk] = from;
  if (disk.state === 'present') throw new BayError('C103008', { serial });
  const current = state.bays[slot];
  if (current && fromSlot !== slot) throw new BayError('C103016', { slot, serial: current.serial });
  const image = context.imagePath(disk);
  if (existsSync(pulledName(image))) renameSync(pulledName(image), image);
  else if (!existsSync(image)) throw new BayError('C103015', { serial, file: pulledName(image) });
  let device: string | null = null;
  if (context.powered) {
    try {
      device = await context.attach(disk);
    } catch (error) {
      renameSync(image, pulledName(image));
      throw error;
    }
  }
  delete state.bays[fromSlot];
  state.bays[slot] = { ...disk, state: 'present' };
  writeBaysState(context.paths.stateFile, state);
  context.log.info({ event: 'bays.reinserted', slot, fromSlot, serial, device }, 'disk re-inserted');
  return {
    slot,
    serial,
    model: disk.model,
    sizeBytes: disk.sizeBytes,
    restored: true,
    discarded: null,
    device,
  };
}
