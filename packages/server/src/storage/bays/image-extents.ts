import { exec, ExecError } from '../../platform/exec.js';
import { BayError } from './bay-error.js';

/** A byte range of a file that holds blocks; `end` is exclusive. */
export interface Extent {
  start: number;
  end: number;
}

const EXTENT_LINE = /^\s*\d+:\s+(\d+)\.\.\s*(\d+):.*?(\S*)\s*$/;

/**
 * Reads `filefrag -e -b1` output (offsets in bytes). Unwritten (preallocated) extents read as zeros,
 * so they are left out.
 */
export function parseFilefrag(output: string): Extent[] {
  const extents: Extent[] = [];
  for (const line of output.split('\n')) {
    const match = EXTENT_LINE.exec(line);
    if (!match) continue;
    if ((match[3] ?? '').split(',').includes('unwritten')) continue;
    extents.push({ start: Number(match[1]), end: Number(match[2]) + 1 });
  }
  return extents;
}

/** Where an image's written data lies, from the host filesystem's extent map (FIEMAP). */
export async function readImageExtents(path: string): Promise<Extent[]> {
  try {
    const { stdout } = await exec('filefrag', ['-s', '-e', '-b1', path]);
    return parseFilefrag(stdout);
  } catch (error) {
    if (error instanceof ExecError) throw new BayError('C103018', { file: path });
    throw error;
  }
}
