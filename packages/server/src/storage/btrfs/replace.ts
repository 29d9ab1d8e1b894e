import { ExecError } from '../../platform/exec.js';
import { NOTHING_RUNNING, SETUP_TIMEOUT_MS, UNTIL_DONE, btrfs } from './btrfs-command.js';
import { parseReplaceStatus, type ReplaceStatus } from './parse-replace-status.js';

/**
 * Rebuilds one member onto a new disk in the foreground (`replace start -B`). The source is a
 * member's path, or its devid when it is missing. The target is overwritten (`-f`).
 */
export async function runReplace(mountPoint: string, source: string | number, target: string): Promise<void> {
  await btrfs(['replace', 'start', '-B', '-f', String(source), target, mountPoint], {
    timeoutMs: UNTIL_DONE,
  });
}

export async function replaceStatus(mountPoint: string): Promise<ReplaceStatus> {
  const result = await btrfs(['replace', 'status', '-1', mountPoint]);
  const status = parseReplaceStatus(result.stdout);
  if (!status) throw new ExecError('btrfs', ['replace', 'status', '-1', mountPoint], result, false);
  return status;
}

/** Cancels a running replace; false when none was running. */
export async function cancelReplace(mountPoint: string): Promise<boolean> {
  const result = await btrfs(['replace', 'cancel', mountPoint], {
    timeoutMs: SETUP_TIMEOUT_MS,
    okExitCodes: [NOTHING_RUNNING],
  });
  return result.exitCode === 0;
}
