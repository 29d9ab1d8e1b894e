import { exec, ExecError } from '../../platform/exec.js';
import { NO_SMART, smartReadingOf, type SmartReading, type SmartResult } from './smart-result.js';

/**
 * The quick health read a real disk gets when it is discovered: the overall assessment, identity,
 * attributes and error-log summary, which is all `smartResultOf` weighs, without a self-test or the
 * longer logs of `smartctl -a`.
 */
export const SMART_HEALTH_ARGS = ['-j', '-H', '-i', '-A', '-l', 'error'] as const;

/** A health read is a few sectors of log; a disk that takes longer is not answering. */
const SMART_HEALTH_TIMEOUT_MS = 30_000;

/** Reads one real disk's SMART health and temperature; a seam so tests can answer for a disk. */
export type SmartHealthReader = (device: string) => Promise<SmartReading>;

/**
 * Pure: the health and temperature a `smartctl -j` answer gives. smartctl's exit status is a bit
 * mask (a failing disk exits non-zero yet prints its report), so only the JSON decides; a device
 * smartctl cannot use (a loop device: "Unable to detect device type") or no output at all has no
 * SMART.
 */
export function smartReadingOfSmartctl(stdout: string): SmartReading {
  try {
    return smartReadingOf(JSON.parse(stdout));
  } catch {
    return NO_SMART;
  }
}

/**
 * Pure: what a SMART or IHM reading's label says of the disk's `smart_test.result`; undefined when
 * the reading could not be made (`cmderr`, `timeout`, `nonpresent`), which tells nothing new.
 */
export function smartResultOfReading(label: string): SmartResult | undefined {
  return label === 'ok' || label === 'warning' || label === 'fault' || label === 'notsupported'
    ? label
    : undefined;
}

/** `smartctl -j -H -i -A -l error <device>` through exec; a command that cannot run reads `notsupported`. */
export async function readSmartHealth(device: string): Promise<SmartReading> {
  try {
    const { stdout } = await exec('smartctl', [...SMART_HEALTH_ARGS, device], {
      timeoutMs: SMART_HEALTH_TIMEOUT_MS,
    });
    return smartReadingOfSmartctl(stdout);
  } catch (error) {
    if (error instanceof ExecError && !error.timedOut) return smartReadingOfSmartctl(error.result.stdout);
    throw error;
  }
}
