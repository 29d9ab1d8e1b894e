import { formatCapacity } from '@coffer/contract';
import type { DevType } from '../validation/storage-facts.js';
import type { SmartResult } from './smart-result.js';

/** spec 3 §3 disk `status`. */
export type DiskStatus = 'ok' | 'missing' | 'fault' | 'fserr' | 'partchange' | 'sysdelayed' | 'usrdelayed';

/**
 * spec 3 §3 role codes: 0 free, 1 SATA pool member ("system disk"), 2 spare, 3 SSD pool member,
 * 4 SSD spare, 5 and 6 external, 7 cache.
 */
export type DiskRole = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const DISK_ROLE = {
  free: 0,
  sataMember: 1,
  spare: 2,
  ssdMember: 3,
  ssdSpare: 4,
  external: 5,
  externalOther: 6,
  cache: 7,
} as const satisfies Record<string, DiskRole>;

/** A self-test run: none yet (`idle`) or under way; the result is the health label. */
export interface SmartTest {
  status: 'idle' | 'running';
  result: SmartResult;
}

export interface DiskPart {
  state: 'fail' | 'degraded' | 'damage' | 'recover' | 'resync';
  dev: string;
  dev_type: string;
  uuid: string;
  label: string;
}

/** The Disk entity of spec 3 §3 with the v3 variant's fields (STOR-ENT-01, STOR-ENT-04). */
export interface Disk {
  sn: string;
  pos: number;
  /** Human size, 1024 steps ("3.64TB"). */
  size: string;
  /** Bytes. */
  total_size: number;
  sizeNum: number;
  sizeSymbol: string;
  status: DiskStatus;
  role: DiskRole;
  /** Pool id; '' when the disk belongs to none. */
  pid: string;
  model: string;
  dev_type: DevType;
  raid10_gid?: number;
  /** Rebuild progress 0–1 while the disk is being recovered into a pool. */
  rate: number;
  /** Pool ids a spare protects. */
  protect_list: string[];
  label: string;
  smart_test: SmartTest;
  system_part: DiskPart[];
  user_part: DiskPart[];
  abnormal: boolean;
  isFault: boolean;
  /** °C from the newest SMART reading; null when unknown (no SMART, or the disk is not present). */
  temperature: number | null;
}

/** What the pool service says a disk is for; undefined: in no pool, a free disk. */
export interface DiskMembership {
  role: DiskRole;
  pid: string;
  protect_list?: string[];
  raid10_gid?: number;
  rate?: number;
}

export type MembershipLookup = (serial: string) => DiskMembership | undefined;

/** What the engine knows of one disk: its bay, its block device, its signature and SMART. */
export interface DiskFactsInput {
  sn: string;
  pos: number;
  model: string;
  devType: DevType;
  sizeBytes: number;
  /** Filesystem label from blkid; '' when none. */
  label: string;
  smart: SmartResult;
  /** °C from the newest SMART reading; null when the disk reports none. */
  temperature: number | null;
  present: boolean;
}

/** A disk that is not a pool's is external when it plugs in from outside: USB or USB-C. */
const DEFAULT_ROLE: Record<DevType, DiskRole> = {
  sata: DISK_ROLE.free,
  nvme: DISK_ROLE.free,
  esata: DISK_ROLE.free,
  usb: DISK_ROLE.external,
  'type-c': DISK_ROLE.external,
};

/** SMART labels that get a disk flagged and its replacement advised (spec 3 §4 "SMART / IHM"). */
const FLAGGED_SMART = new Set<SmartResult>(['warning', 'fault']);
const ABNORMAL_STATUS = new Set<DiskStatus>(['fault', 'fserr', 'partchange']);

/** "3.5TB" → 3.5 and "TB", the v3 variant's split of `size`. */
export function splitSize(size: string): { sizeNum: number; sizeSymbol: string } {
  const match = /^([\d.]+)(\D+)$/.exec(size);
  return match ? { sizeNum: Number(match[1]), sizeSymbol: match[2]! } : { sizeNum: 0, sizeSymbol: 'B' };
}

function statusOf(facts: DiskFactsInput): DiskStatus {
  if (!facts.present) return 'missing';
  return facts.smart === 'fault' ? 'fault' : 'ok';
}

/** Pure: the Disk entity from what the engine knows and what the pool service says. */
export function buildDisk(facts: DiskFactsInput, membership?: DiskMembership): Disk {
  const size = formatCapacity(facts.sizeBytes);
  const status = statusOf(facts);
  return {
    sn: facts.sn,
    pos: facts.pos,
    size,
    total_size: facts.sizeBytes,
    ...splitSize(size),
    status,
    role: membership?.role ?? DEFAULT_ROLE[facts.devType],
    pid: membership?.pid ?? '',
    model: facts.model,
    dev_type: facts.devType,
    ...(membership?.raid10_gid === undefined ? {} : { raid10_gid: membership.raid10_gid }),
    rate: membership?.rate ?? 0,
    protect_list: membership?.protect_list ?? [],
    label: facts.label,
    smart_test: { status: 'idle', result: facts.smart },
    system_part: [],
    user_part: [],
    abnormal: ABNORMAL_STATUS.has(status) || FLAGGED_SMART.has(facts.smart),
    isFault: status === 'fault',
    // A disk that is not here has no temperature now, whatever it last read.
    temperature: facts.present ? facts.temperature : null,
  };
}

/**
 * Pure: the present disks, then a `missing` entry for every serial a pool expects that is not
 * present (known facts, e.g. a pulled virtual disk's bay, fill in what they can).
 */
export function buildDiskList(
  present: readonly DiskFactsInput[],
  membership: MembershipLookup,
  expectedSerials: readonly string[] = [],
  knownAbsent: (serial: string) => DiskFactsInput | undefined = () => undefined,
): Disk[] {
  const disks = present.map((facts) => buildDisk(facts, membership(facts.sn)));
  const here = new Set(present.map((facts) => facts.sn));
  for (const sn of new Set(expectedSerials)) {
    if (here.has(sn)) continue;
    const known = knownAbsent(sn);
    const facts: DiskFactsInput = {
      sn,
      pos: known?.pos ?? 0,
      model: known?.model ?? '',
      devType: known?.devType ?? 'sata',
      sizeBytes: known?.sizeBytes ?? 0,
      label: known?.label ?? '',
      smart: known?.smart ?? 'notsupported',
      temperature: null,
      present: false,
    };
    disks.push(buildDisk(facts, membership(sn)));
  }
  return disks;
}
