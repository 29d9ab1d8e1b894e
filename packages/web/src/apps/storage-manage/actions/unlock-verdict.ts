import type { CallResult } from '../../../api/client';

/** What an unlock answer means for the page (STOR-UNL-02). */
export type UnlockVerdict =
  | { kind: 'unlocked' }
  /** N300147: wrong password, `remaining` tries left ("密码错误，还有N次机会"). */
  | { kind: 'wrong'; remaining: number }
  /** N300148: more than five wrong; mounting failed until the device restarts (an alert). */
  | { kind: 'exhausted' }
  | { kind: 'failed'; message: string };

export function unlockVerdict(result: CallResult<unknown>): UnlockVerdict {
  if (result.success) return { kind: 'unlocked' };
  const code = String(result.code);
  if (code === 'N300147') {
    const data = result.data as { remaining?: unknown } | null;
    const remaining = typeof data?.remaining === 'number' ? Math.max(0, data.remaining) : 0;
    return { kind: 'wrong', remaining };
  }
  if (code === 'N300148') return { kind: 'exhausted' };
  return { kind: 'failed', message: result.message };
}

/** The password hint's line (STOR-UNL-03): the hint, or why there is none. */
export type HintVerdict = { kind: 'hint'; text: string } | { kind: 'noneSet' } | { kind: 'unavailable' };

export function hintVerdict(result: CallResult<{ prompt: string }>): HintVerdict {
  if (result.success)
    return result.data.prompt ? { kind: 'hint', text: result.data.prompt } : { kind: 'noneSet' };
  return String(result.code) === 'N300150' ? { kind: 'noneSet' } : { kind: 'unavailable' };
}

/**
 * STOR-UNL-06: a mount that timed out (HTTP 504 or 500: network or services may still be starting)
 * is an alert to retry later; any other refusal opens the mount-fail dialog with the daemon's words.
 */
export function mountFailureKind(result: CallResult<unknown>): 'mounted' | 'timeout' | 'failed' {
  if (result.success) return 'mounted';
  const code = String(result.code);
  return code === '504' || code === '500' ? 'timeout' : 'failed';
}
