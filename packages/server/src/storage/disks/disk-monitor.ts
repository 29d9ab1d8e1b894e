import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { smartFixtureName, type BayPaths } from '../bays/bay-paths.js';
import { readBaysState, type BaysState } from '../bays/bays-state.js';
import { readRealDisk, type RealBays } from '../bays/real-bays.js';
import { findSystemDisks } from '../bays/system-disk.js';
import { BayIndex, type BayDisk, type RealBayDisk } from './bay-index.js';
import { EMPTY_SIGNATURE, probeSignature, type BlockSignature } from './blkid.js';
import { buildDisk, buildDiskList, type Disk, type DiskFactsInput, type MembershipLookup } from './disk.js';
import { PoolMessages } from './pool-messages.js';
import { readSmartHealth, smartResultOfReading, type SmartHealthReader } from './smart-health-read.js';
import { NO_SMART, smartReadingOf, type SmartReading } from './smart-result.js';
import { diffSnapshots, isEmptyDiff } from './snapshot-diff.js';
import { readBlockDevices, SYS_BLOCK, type BlockDeviceInfo } from './sys-block.js';

export interface DiskMonitorEvents {
  'disk-added': [Disk];
  'disk-removed': [Disk];
  'disk-changed': [Disk];
}

export interface DiskMonitorLog {
  warn(object: object, message: string): void;
}

export interface DiskMonitorOptions {
  bayPaths: BayPaths;
  realBays?: RealBays;
  sysRoot?: string;
  intervalMs?: number;
  probe?: (device: string) => Promise<BlockSignature>;
  /** A real disk's SMART health, read once when it is discovered. */
  readSmart?: SmartHealthReader;
  membership?: MembershipLookup;
  systemDisks?: () => Set<string>;
  messages?: PoolMessages;
  log?: DiskMonitorLog;
}

/** ARCHITECTURE "Storage engine": /sys/block is polled every second, as there is no udev here. */
export const DISK_POLL_MS = 1000;

interface Probed {
  signature: BlockSignature;
  sectorsWritten: number;
}

interface Present {
  disk: Disk;
  /** What `disk` was built from, to build it again with the pools as they are now. */
  facts: DiskFactsInput;
  device: string;
  kind: BayDisk['kind'];
}

/** Where a present disk's SMART data comes from: a virtual bay's fixture file, or the device itself. */
export interface SmartSource {
  kind: 'virtual' | 'real';
  /** `/dev/loop3`, `/dev/sda`. */
  device: string;
  /** `<data>/bays/smart/<serial>.json`; read for virtual disks only. */
  fixture: string;
}

const FREE: MembershipLookup = () => undefined;

/**
 * Disk discovery. Every second it reads /sys/block (one readdir, a few small reads per bay disk),
 * maps block devices to bays and emits `disk-added`, `disk-removed` and `disk-changed` with the
 * spec's Disk. `blkid -p` runs only for a device that is new, changed, or whose writes have settled
 * since its last probe (mkfs, wipefs); an idle machine runs no command at all.
 */
export class DiskMonitor extends EventEmitter<DiskMonitorEvents> {
  readonly messages: PoolMessages;
  private readonly options: DiskMonitorOptions;
  private readonly sysRoot: string;
  private readonly probe: (device: string) => Promise<BlockSignature>;
  private membership: MembershipLookup;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private snapshot: BlockDeviceInfo[] = [];
  private readonly probed = new Map<string, Probed>();
  private readonly lastWritten = new Map<string, number>();
  private readonly forced = new Set<string>();
  /** A virtual disk's fixture reading, by serial. */
  private readonly smart = new Map<string, SmartReading>();
  /** A real disk's SMART health and temperature, by block device (`sdb`): read at discovery and by every check. */
  private readonly realSmart = new Map<string, SmartReading>();
  private current = new Map<string, Present>();
  private index: BayIndex | undefined;
  private indexKey = '';
  private systemDisks = new Set<string>();

  constructor(options: DiskMonitorOptions) {
    super();
    this.options = options;
    this.sysRoot = options.sysRoot ?? SYS_BLOCK;
    this.probe = options.probe ?? ((device) => probeSignature(device));
    this.membership = options.membership ?? FREE;
    this.messages = options.messages ?? new PoolMessages();
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** First scan without events (disks present at start are no hot-plug), then a poll every second. */
  async start(): Promise<void> {
    if (this.timer) return;
    this.systemDisks = (this.options.systemDisks ?? findSystemDisks)();
    await this.runPoll(false);
    this.messages.keepNewDisksOf(new Set(this.current.keys()));
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? DISK_POLL_MS);
    this.timer.unref();
  }

  /** Stops polling and waits for a poll under way, so nothing runs once the bays detach. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  /** The disks present now, plus a `missing` entry for each expected serial that is not. */
  list(expectedSerials: readonly string[] = []): Disk[] {
    const present = [...this.current.values()].map((entry) => entry.disk);
    if (expectedSerials.length === 0) return present;
    const here = new Set(present.map((disk) => disk.sn));
    const missing = buildDiskList(
      [],
      this.membership,
      expectedSerials.filter((sn) => !here.has(sn)),
      (sn) => this.absentFacts(sn),
    );
    return [...present, ...missing];
  }

  /** The block device a disk answers on now (`/dev/loop3`), for the commands the engine runs. */
  deviceOf(serial: string): string | undefined {
    const entry = this.current.get(serial);
    return entry && `/dev/${entry.device}`;
  }

  /**
   * A present disk carries something (a filesystem, RAID signature or partition table, as blkid
   * last found it); false for a blank disk and for one that is not present.
   */
  carriesData(serial: string): boolean {
    const entry = this.current.get(serial);
    const signature = entry && this.probed.get(entry.device)?.signature;
    return Boolean(signature && (signature.type || signature.ptType || signature.label));
  }

  /** Where a present disk's SMART data is read from; undefined when the disk is not present. */
  smartSourceOf(serial: string): SmartSource | undefined {
    const entry = this.current.get(serial);
    if (!entry) return undefined;
    return {
      kind: entry.kind,
      device: `/dev/${entry.device}`,
      fixture: join(this.options.bayPaths.smartDir, smartFixtureName(serial)),
    };
  }

  /**
   * A SMART or IHM check read the disk again: its `smart_test.result` and temperature are that
   * reading's, at once (a virtual disk's fixture is read anew; a real disk takes the reading's label
   * and temperature unless the reading failed, which says nothing new of the disk).
   */
  smartRead(serial: string, label: string, temperature: number | null = null): void {
    const entry = this.current.get(serial);
    this.smart.delete(serial);
    const result = smartResultOfReading(label);
    if (entry?.kind === 'real' && result !== undefined)
      this.realSmart.set(entry.device, { result, temperature });
    this.rebuild(true);
  }

  /**
   * Reads every present disk's SMART again for the temperature alert's samples: a virtual disk's
   * fixture anew, a real disk by smartctl (a read that fails keeps the last one). Changes are
   * emitted, so the disk list shows the temperature the alert weighs.
   */
  async rereadSmart(): Promise<void> {
    this.smart.clear();
    for (const entry of this.current.values()) {
      if (entry.kind !== 'real') continue;
      try {
        const reading = await (this.options.readSmart ?? readSmartHealth)(`/dev/${entry.device}`);
        this.realSmart.set(entry.device, reading);
      } catch (error) {
        this.options.log?.warn(
          { event: 'disks.smart-failed', device: entry.device, err: error },
          'SMART read failed',
        );
      }
    }
    this.rebuild(true);
  }

  /** The pool service's view of each disk; the disks are rebuilt and changes emitted at once. */
  setMembership(membership: MembershipLookup): void {
    this.membership = membership;
    this.rebuild(true);
  }

  /** Asks for a fresh blkid probe of a disk at the next poll (after the engine wrote signatures). */
  invalidate(serial: string): void {
    const entry = this.current.get(serial);
    if (entry) this.forced.add(entry.device);
  }

  /** One poll now; the timer's polls and this never overlap. */
  poll(): Promise<void> {
    return this.runPoll(true);
  }

  private async tick(): Promise<void> {
    if (this.inFlight) return;
    try {
      await this.runPoll(true);
    } catch (error) {
      this.options.log?.warn({ event: 'disks.poll-failed', err: error }, 'disk discovery poll failed');
    }
  }

  private async runPoll(emit: boolean): Promise<void> {
    while (this.inFlight) await this.inFlight;
    const run = this.pollOnce(emit);
    this.inFlight = run.finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async pollOnce(emit: boolean): Promise<void> {
    const indexChanged = this.refreshIndex();
    const index = this.index!;
    const next = readBlockDevices(this.sysRoot, (name, backing) => index.mayBeBayDisk(name, backing));
    const diff = diffSnapshots(this.snapshot, next);
    for (const gone of diff.removed) {
      this.probed.delete(gone.name);
      this.lastWritten.delete(gone.name);
      this.forced.delete(gone.name);
      this.realSmart.delete(gone.name);
    }
    const toProbe = new Set([...diff.added, ...diff.changed].map((device) => device.name));
    for (const device of next) {
      const probed = this.probed.get(device.name);
      const settled = device.sectorsWritten === this.lastWritten.get(device.name);
      if (!probed || this.forced.has(device.name)) toProbe.add(device.name);
      else if (probed.sectorsWritten !== device.sectorsWritten && settled) toProbe.add(device.name);
      this.lastWritten.set(device.name, device.sectorsWritten);
    }
    this.snapshot = next;
    if (toProbe.size === 0 && isEmptyDiff(diff) && !indexChanged) return;
    for (const device of next) {
      if (!toProbe.has(device.name)) continue;
      this.forced.delete(device.name);
      this.probed.set(device.name, {
        signature: await this.probeDevice(device),
        sectorsWritten: device.sectorsWritten,
      });
    }
    for (const device of next) {
      if (index.bayOf(device)?.kind !== 'real' || this.realSmart.has(device.name)) continue;
      this.realSmart.set(device.name, await this.readRealSmart(device.name));
    }
    this.rebuild(emit);
  }

  private async readRealSmart(name: string): Promise<SmartReading> {
    try {
      return await (this.options.readSmart ?? readSmartHealth)(`/dev/${name}`);
    } catch (error) {
      this.options.log?.warn({ event: 'disks.smart-failed', device: name, err: error }, 'SMART read failed');
      return NO_SMART;
    }
  }

  private async probeDevice(device: BlockDeviceInfo): Promise<BlockSignature> {
    if (device.sizeBytes === 0 || device.backingDeleted) return EMPTY_SIGNATURE;
    try {
      return await this.probe(`/dev/${device.name}`);
    } catch (error) {
      this.options.log?.warn(
        { event: 'disks.blkid-failed', device: device.name, err: error },
        'blkid failed',
      );
      return EMPTY_SIGNATURE;
    }
  }

  /** Rebuilt when bays.json changes (stat: one call a poll) or a real bay resolves to another disk. */
  private refreshIndex(): boolean {
    const paths = this.options.bayPaths;
    const realBays = this.options.realBays ?? {};
    const resolved = Object.entries(realBays).map(([slot, path]) => `${slot}=${resolvePath(path)}`);
    const key = `${fileVersion(paths.stateFile)}|${resolved.join(',')}`;
    if (this.index && key === this.indexKey) return false;
    this.indexKey = key;
    let state: BaysState | undefined;
    try {
      state = readBaysState(paths.stateFile);
    } catch (error) {
      // Half-written by another writer is impossible (atomic rename); a broken file keeps the last view.
      this.options.log?.warn({ event: 'disks.bays-unreadable', err: error }, 'bays.json unreadable');
      if (this.index) return false;
    }
    const realDisks: RealBayDisk[] = [];
    for (const [slot, path] of Object.entries(realBays)) {
      const disk = readRealDisk(path);
      if (disk) realDisks.push({ slot, name: disk.wholeDisk, serial: disk.serial, model: disk.model });
    }
    const imagesDir = existsSync(paths.imagesDir) ? realpathSync(paths.imagesDir) : resolve(paths.imagesDir);
    this.index = new BayIndex(imagesDir, state, realDisks, this.systemDisks);
    this.smart.clear();
    return true;
  }

  private rebuild(emit: boolean): void {
    const index = this.index;
    if (!index) return;
    const next = new Map<string, Present>();
    for (const device of this.snapshot) {
      const bay = index.bayOf(device);
      if (!bay || next.has(bay.serial)) continue;
      const label = this.probed.get(device.name)?.signature.label ?? '';
      const facts = this.facts(bay, device.sizeBytes, label, device.name);
      next.set(bay.serial, {
        disk: buildDisk(facts, this.membership(bay.serial)),
        facts,
        device: device.name,
        kind: bay.kind,
      });
    }
    const previous = this.current;
    this.current = next;
    if (!emit) return;
    for (const [sn, old] of previous) {
      const now = next.get(sn);
      if (!now || now.device !== old.device) {
        this.messages.dropNewDisk(sn);
        // Its pool as the pools are now: a disk made a member since the last device change was
        // built while still free.
        this.emit('disk-removed', { ...buildDisk(old.facts, this.membership(sn)), status: 'missing' });
      }
    }
    for (const [sn, now] of next) {
      const old = previous.get(sn);
      if (!old || old.device !== now.device) {
        this.messages.addNewDisk(now.disk);
        this.emit('disk-added', now.disk);
      } else if (JSON.stringify(old.disk) !== JSON.stringify(now.disk)) {
        this.emit('disk-changed', now.disk);
      }
    }
  }

  /** `device` is the block device a present disk answers on; undefined for an absent disk. */
  private facts(bay: BayDisk, sizeBytes: number, label: string, device?: string): DiskFactsInput {
    const smart = this.smartOf(bay, device);
    return {
      sn: bay.serial,
      pos: bay.pos,
      model: bay.model,
      devType: bay.devType,
      sizeBytes,
      label,
      smart: smart.result,
      temperature: smart.temperature,
      present: device !== undefined,
    };
  }

  private absentFacts(serial: string): DiskFactsInput | undefined {
    const known = this.index?.knownDisk(serial);
    return known && this.facts(known.disk, known.sizeBytes, '');
  }

  /**
   * A virtual disk's SMART fixture, read once per bays.json change (none: `notsupported`); a present
   * real disk's health and temperature as smartctl last said them; an absent real disk's are unknown.
   * No command runs here: the temperature is the one the last read gave.
   */
  private smartOf(bay: BayDisk, device: string | undefined): SmartReading {
    if (bay.kind === 'real') {
      const read = device === undefined ? undefined : this.realSmart.get(device);
      return read ?? NO_SMART;
    }
    let result = this.smart.get(bay.serial);
    if (result === undefined) {
      result = readSmartFixture(join(this.options.bayPaths.smartDir, smartFixtureName(bay.serial)));
      this.smart.set(bay.serial, result);
    }
    return result;
  }
}

/** bays.json is replaced by rename on every write, so inode and mtime together tell a new version. */
function fileVersion(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'none';
  }
}

function resolvePath(path: string): string {
  try {
    return basename(realpathSync(path));
  } catch {
    return '';
  }
}

function readSmartFixture(path: string): SmartReading {
  try {
    return smartReadingOf(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return NO_SMART;
  }
}
