import { exec, type ExecOptions, type ExecResult } from '../../platform/exec.js';

/** Queries answer at once. */
export const QUERY_TIMEOUT_MS = 30_000;
/** Formatting, adding a disk (btrfs TRIMs it whole) and cancel requests, which wait for the kernel. */
export const SETUP_TIMEOUT_MS = 10 * 60_000;
/**
 * Balance, replace, scrub and device removal run in the foreground for as long as the data takes,
 * as jobs of the engine. They stop through their own cancel command: killing the btrfs process
 * would not stop the kernel's work, so a timeout would only lose track of it.
 */
export const UNTIL_DONE = 0;

/** Runs `btrfs <args>` through platform/exec (argument array, C locale, logged). */
export function btrfs(args: readonly string[], options: ExecOptions = {}): Promise<ExecResult> {
  return exec('btrfs', args, { timeoutMs: QUERY_TIMEOUT_MS, ...options });
}

/** stdout and stderr together: btrfs-progs prints parts of one answer on each. */
export function allOutput(result: ExecResult): string {
  return result.stderr === '' ? result.stdout : `${result.stdout}\n${result.stderr}`;
}

/**
 * The exit status 2 of `balance cancel/pause`, `scrub cancel` and `replace cancel` means nothing
 * was running: for a caller that wants it stopped, that is done.
 */
export const NOTHING_RUNNING = 2;
