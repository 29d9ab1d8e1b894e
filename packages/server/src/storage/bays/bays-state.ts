import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { isBaySlot } from './bay-layout.js';
import { writeFileAtomically } from './write-file-atomically.js';

export const FAIL_MODES = ['corrupt', 'smart-warning', 'smart-fault', 'hot'] as const;
export type FailMode = (typeof FAIL_MODES)[number];

const virtualDiskSchema = z.object({
  serial: z.string().min(1),
  model: z.string().min(1),
  sizeBytes: z.number().int().positive(),
  /** File name in `bays/images/`. */
  image: z.string().min(1),
  /** A pulled disk is out of its bay; its data waits in `<image>.pulled` for re-insertion. */
  state: z.enum(['present', 'pulled']),
  failModes: z.array(z.enum(FAIL_MODES)),
});

const baysStateSchema = z.object({
  version: z.literal(1),
  bays: z.record(z.string().refine(isBaySlot, 'not a bay slot'), virtualDiskSchema),
});

export type VirtualDisk = z.infer<typeof virtualDiskSchema>;
export type BaysState = z.infer<typeof baysStateSchema>;

export function emptyBaysState(): BaysState {
  return { version: 1, bays: {} };
}

/** `bays.json`, or undefined when the data directory has never had bays. */
export function readBaysState(path: string): BaysState | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = baysStateSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid bays file: ${parsed.error.message}`);
  return parsed.data;
}

/** Written atomically (temp file + rename): a crash never leaves half a `bays.json`. */
export function writeBaysState(path: string, state: BaysState): void {
  writeFileAtomically(path, `${JSON.stringify(state, null, 2)}\n`);
}

export function takenSerials(state: BaysState): Set<string> {
  return new Set(Object.values(state.bays).map((disk) => disk.serial));
}
