import { parseByteCount, parseDuration } from './parse-byte-count.js';

export type ScrubState = 'never' | 'running' | 'finished' | 'aborted' | 'interrupted' | 'unknown';

export interface ScrubErrors {
  /** Error kinds found, as the summary names them: read, csum, verify, super … */
  byKind: Record<string, number>;
  corrected: number;
  uncorrectable: number;
  unverified: number;
}

export interface ScrubStatus {
  uuid: string | null;
  state: ScrubState;
  /** As printed, in the device's local time. */
  startedAt: string | null;
  resumed: boolean;
  durationSeconds: number | null;
  secondsLeft: number | null;
  totalBytes: number | null;
  /** Known while running and from raw counters (-R); otherwise null. */
  bytesScrubbed: number | null;
  rateBytesPerSecond: number | null;
  errors: ScrubErrors;
}

const STATES: Record<string, ScrubState> = {
  running: 'running',
  finished: 'finished',
  aborted: 'aborted',
  interrupted: 'interrupted',
};

// Raw counters (`scrub status -R`) whose names map to the summary's kinds.
const RAW_ERROR_KINDS: Record<string, string> = {
  read_errors: 'read',
  csum_errors: 'csum',
  verify_errors: 'verify',
  super_errors: 'super',
  malloc_errors: 'malloc',
};

/**
 * Parses `btrfs scrub status [--raw|-R]` and the summary `btrfs scrub start -B` prints. A scrub
 * that has just started prints "no stats available" with a time left until btrfs-progs publishes
 * its first counters: that is running, not never.
 */
export function parseScrubStatus(output: string): ScrubStatus {
  const status: ScrubStatus = {
    uuid: null,
    state: 'unknown',
    startedAt: null,
    resumed: false,
    durationSeconds: null,
    secondsLeft: null,
    totalBytes: null,
    bytesScrubbed: null,
    rateBytesPerSecond: null,
    errors: { byKind: {}, corrected: 0, uncorrectable: 0, unverified: 0 },
  };
  let stateText: string | null = null;
  let inProgress = false;
  let rawBytes: number | null = null;

  for (const line of output.split('\n')) {
    const done = /^scrub (?:done|canceled) for ([0-9a-f-]+)/.exec(line);
    if (done) status.uuid = done[1]!;
    const field = /^\s*([A-Za-z_ ]+?):\s+(.*?)\s*$/.exec(line);
    if (!field) continue;
    const [, name, value] = field as unknown as [string, string, string];
    switch (name) {
      case 'UUID':
        status.uuid = value;
        break;
      case 'Scrub started':
      case 'Scrub resumed':
        status.startedAt = value;
        status.resumed = name === 'Scrub resumed';
        break;
      case 'Status':
        stateText = value;
        break;
      case 'Duration':
        status.durationSeconds = parseDuration(value);
        break;
      case 'Time left':
        inProgress = true;
        status.secondsLeft = parseDuration(value);
        break;
      case 'Total to scrub':
        status.totalBytes = parseByteCount(value);
        break;
      case 'Bytes scrubbed':
        inProgress = true;
        status.bytesScrubbed = parseByteCount(value);
        break;
      case 'Rate':
        status.rateBytesPerSecond = parseByteCount(value);
        break;
      case 'Error summary':
        status.errors.byKind = errorKinds(value);
        break;
      case 'Corrected':
      case 'Uncorrectable':
      case 'Unverified':
        status.errors[name.toLowerCase() as 'corrected' | 'uncorrectable' | 'unverified'] = Number(value);
        break;
      default:
        rawBytes = readRawCounter(status, name, Number(value), rawBytes);
    }
  }
  if (rawBytes !== null && status.bytesScrubbed === null) status.bytesScrubbed = rawBytes;
  if (stateText !== null) status.state = STATES[stateText] ?? 'unknown';
  else status.state = inProgress ? 'running' : 'never';
  return status;
}

function errorKinds(summary: string): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const match of summary.matchAll(/(\w+)=(\d+)/g)) kinds[match[1]!] = Number(match[2]);
  return kinds;
}

/** Reads one `-R` counter; returns the running total of bytes scrubbed. */
function readRawCounter(status: ScrubStatus, name: string, value: number, bytes: number | null) {
  if (Number.isNaN(value)) return bytes;
  if (name === 'data_bytes_scrubbed' || name === 'tree_bytes_scrubbed') return (bytes ?? 0) + value;
  const kind = RAW_ERROR_KINDS[name];
  if (kind && value > 0) status.errors.byKind[kind] = value;
  if (name === 'corrected_errors') status.errors.corrected = value;
  if (name === 'uncorrectable_errors') status.errors.uncorrectable = value;
  if (name === 'unverified_errors') status.errors.unverified = value;
  return bytes;
}
