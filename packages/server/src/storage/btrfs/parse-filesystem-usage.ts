/** One block-group type of `btrfs filesystem usage -b`: "Data,RAID5: Size:…, Used:…". */
export interface UsageChunks {
  kind: string;
  /** Lower case, as mkfs and balance filters spell it: single, dup, raid1, raid1c3 … */
  profile: string;
  size: number;
  used: number;
  /** Bytes allocated per device; `path` null for a missing device. */
  devices: { path: string | null; bytes: number }[];
}

export interface FilesystemUsage {
  deviceSize: number;
  deviceAllocated: number;
  deviceUnallocated: number;
  deviceMissing: number;
  deviceSlack: number;
  used: number;
  /** btrfs's guess; not what can really be written (that is statfs available). */
  freeEstimated: number;
  freeEstimatedMin: number;
  freeStatfs: number;
  dataRatio: number;
  metadataRatio: number;
  globalReserve: number;
  globalReserveUsed: number;
  multipleProfiles: boolean;
  chunks: UsageChunks[];
  /** Profiles in use per kind, e.g. two data profiles while a conversion runs. */
  profiles: { data: string[]; metadata: string[]; system: string[] };
  unallocated: { path: string | null; bytes: number }[];
}

const OVERALL_FIELDS: Record<string, keyof FilesystemUsage> = {
  'Device size': 'deviceSize',
  'Device allocated': 'deviceAllocated',
  'Device unallocated': 'deviceUnallocated',
  'Device missing': 'deviceMissing',
  'Device slack': 'deviceSlack',
  Used: 'used',
  'Free (statfs, df)': 'freeStatfs',
  'Data ratio': 'dataRatio',
  'Metadata ratio': 'metadataRatio',
};

const CHUNK_HEADER = /^(\w+),([\w-]+): Size:(\d+), Used:(\d+)/;
const DEVICE_LINE = /^\s+(\S+)\s+(\d+)\s*$/;

/** Parses `btrfs filesystem usage -b` (byte counts). */
export function parseFilesystemUsage(output: string): FilesystemUsage {
  const usage: FilesystemUsage = {
    deviceSize: 0,
    deviceAllocated: 0,
    deviceUnallocated: 0,
    deviceMissing: 0,
    deviceSlack: 0,
    used: 0,
    freeEstimated: 0,
    freeEstimatedMin: 0,
    freeStatfs: 0,
    dataRatio: 0,
    metadataRatio: 0,
    globalReserve: 0,
    globalReserveUsed: 0,
    multipleProfiles: false,
    chunks: [],
    profiles: { data: [], metadata: [], system: [] },
    unallocated: [],
  };
  let devices: { path: string | null; bytes: number }[] | undefined;
  for (const line of output.split('\n')) {
    const field = /^\s+([A-Za-z (),]+?):\s+(.*)$/.exec(line);
    if (field && !devices) {
      readOverall(usage, field[1]!, field[2]!);
      continue;
    }
    const chunk = CHUNK_HEADER.exec(line);
    if (chunk) {
      const entry: UsageChunks = {
        kind: chunk[1]!,
        profile: chunk[2]!.toLowerCase(),
        size: Number(chunk[3]),
        used: Number(chunk[4]),
        devices: [],
      };
      usage.chunks.push(entry);
      const kind = entry.kind.toLowerCase();
      if (kind === 'data' || kind === 'metadata' || kind === 'system')
        usage.profiles[kind].push(entry.profile);
      devices = entry.devices;
      continue;
    }
    if (/^Unallocated:/.test(line)) {
      devices = usage.unallocated;
      continue;
    }
    const device = DEVICE_LINE.exec(line);
    if (device && devices) {
      devices.push({ path: device[1] === 'missing' ? null : device[1]!, bytes: Number(device[2]) });
    }
  }
  return usage;
}

function readOverall(usage: FilesystemUsage, name: string, value: string): void {
  const number = (text: string | undefined) => Number((text ?? '').trim());
  if (name === 'Free (estimated)') {
    const match = /^(\d+)\s+\(min: (\d+)\)/.exec(value);
    usage.freeEstimated = number(match?.[1] ?? value);
    usage.freeEstimatedMin = number(match?.[2] ?? value);
  } else if (name === 'Global reserve') {
    const match = /^(\d+)\s+\(used: (\d+)\)/.exec(value);
    usage.globalReserve = number(match?.[1] ?? value);
    usage.globalReserveUsed = number(match?.[2] ?? '0');
  } else if (name === 'Multiple profiles') {
    usage.multipleProfiles = value.trim() === 'yes';
  } else {
    const key = OVERALL_FIELDS[name];
    if (key) (usage as unknown as Record<string, number>)[key] = number(value);
  }
}
