import { exec, type ExecResult } from '../../platform/exec.js';

/** What `blkid -p` finds on a device: a filesystem or RAID signature, a partition table, a partition. */
export interface BlockSignature {
  type?: string;
  uuid?: string;
  uuidSub?: string;
  label?: string;
  usage?: string;
  ptType?: string;
  ptUuid?: string;
  /** `PART_ENTRY_*` without the prefix, lower-cased: scheme, type, number, offset, size, name, uuid… */
  partEntry: Record<string, string>;
}

/** blkid(8): "exit status 2 … the specified token was not found, or no (specified) devices could be identified". */
const NO_SIGNATURE = 2;
const TIMEOUT_MS = 10_000;

export const EMPTY_SIGNATURE: BlockSignature = Object.freeze({ partEntry: Object.freeze({}) });

/** `-o export` escapes spaces and other special characters with a backslash. */
function unescapeValue(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}

const FIELDS: Record<string, keyof Omit<BlockSignature, 'partEntry'>> = {
  TYPE: 'type',
  UUID: 'uuid',
  UUID_SUB: 'uuidSub',
  LABEL: 'label',
  USAGE: 'usage',
  PTTYPE: 'ptType',
  PTUUID: 'ptUuid',
};

/** Pure: `blkid -p -o export` output → signature. Unknown keys (DEVNAME, VERSION…) are ignored. */
export function parseBlkidExport(text: string): BlockSignature {
  const signature: BlockSignature = { partEntry: {} };
  for (const line of text.split('\n')) {
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    const key = line.slice(0, equals).trim();
    const value = unescapeValue(line.slice(equals + 1));
    const field = FIELDS[key];
    if (field) signature[field] = value;
    else if (key.startsWith('PART_ENTRY_'))
      signature.partEntry[key.slice('PART_ENTRY_'.length).toLowerCase()] = value;
  }
  return signature;
}

export type Run = (command: string, args: readonly string[]) => Promise<ExecResult>;

const defaultRun: Run = (command, args) =>
  exec(command, args, { okExitCodes: [NO_SIGNATURE], timeoutMs: TIMEOUT_MS });

/** Low-level probe (`-p`: reads the device itself, never blkid's cache). Exit 2 = nothing there. */
export async function probeSignature(device: string, run: Run = defaultRun): Promise<BlockSignature> {
  const result = await run('blkid', ['-p', '-o', 'export', device]);
  if (result.exitCode === NO_SIGNATURE) return EMPTY_SIGNATURE;
  return parseBlkidExport(result.stdout);
}
