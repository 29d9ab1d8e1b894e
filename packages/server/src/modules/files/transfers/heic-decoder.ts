import { accessSync, constants } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { ExecError, exec } from '../../../platform/exec.js';

/** Debian's libheif-examples: decodes HEVC HEIC, which sharp's prebuilt libvips cannot. */
export const HEIC_DECODE_COMMAND = 'heif-convert';
export const HEIC_INFO_COMMAND = 'heif-info';
/** A 48-megapixel photo decodes in a few seconds here; a stuck decoder must not hold a request. */
export const HEIC_DECODE_TIMEOUT_MS = 30_000;

/** Why a HEIC could not be decoded: the tool is not installed, or the file is not a readable HEIC. */
export class HeicDecodeError extends Error {
  constructor(
    readonly reason: 'missing-tool' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'HeicDecodeError';
  }
}

/** Whether heif-convert is on PATH now (a status, not a promise: the decode itself is the truth). */
export function heicToolPresent(path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, HEIC_DECODE_COMMAND), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function failure(error: unknown): HeicDecodeError {
  if (error instanceof ExecError && error.result.exitCode === -1 && /ENOENT/.test(error.result.stderr)) {
    return new HeicDecodeError('missing-tool', `${error.command} is not installed (libheif-examples)`);
  }
  return new HeicDecodeError('unreadable', error instanceof Error ? error.message : String(error));
}

/**
 * Which of the file's top-level images (1-based, in heif-info's order, which is heif-convert's) is
 * the primary one: a burst or a Live Photo holds several, and the thumbnail is the primary's.
 */
export function primaryIndexOf(heifInfo: string): number {
  const images = heifInfo.split('\n').filter((line) => /^image: /.test(line));
  const index = images.findIndex((line) => /,\s*primary\s*$/.test(line));
  return index === -1 ? 1 : index + 1;
}

/**
 * Decodes the primary image of a HEIC/HEIF file to a PNG inside `workDir` (an empty folder of the
 * caller's) and answers its path. heif-convert applies the container's rotation and mirroring, so
 * the PNG stands as it should be seen; with several images it writes `decoded-1.png`, `decoded-2.png`…
 * and heif-info says which is the primary. Throws HeicDecodeError.
 */
export async function decodeHeicPrimary(input: string, workDir: string): Promise<string> {
  const output = join(workDir, 'decoded.png');
  try {
    await exec(HEIC_DECODE_COMMAND, ['--quiet', input, output], { timeoutMs: HEIC_DECODE_TIMEOUT_MS });
  } catch (error) {
    throw failure(error);
  }
  const written = (await readdir(workDir)).filter((name) => /^decoded(-\d+)?\.png$/.test(name));
  if (written.includes('decoded.png')) return output;
  if (written.length === 0) throw new HeicDecodeError('unreadable', `${HEIC_DECODE_COMMAND} wrote no image`);
  let info: string;
  try {
    info = (await exec(HEIC_INFO_COMMAND, [input], { timeoutMs: HEIC_DECODE_TIMEOUT_MS })).stdout;
  } catch (error) {
    throw failure(error);
  }
  const primary = `decoded-${primaryIndexOf(info)}.png`;
  if (!written.includes(primary)) throw new HeicDecodeError('unreadable', `no ${primary} was written`);
  return join(workDir, primary);
}
