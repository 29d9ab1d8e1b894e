import type { CALLS, PayloadOf } from '@coffer/contract';

/** A payload `/zspool/format/verify` judges: any startFormat action, or a spare's configuration. */
export type VerifyPayload =
  PayloadOf<typeof CALLS.formatExec> | { action: 'spare'; sn: string; pids: string[] };

export interface FormatVerify {
  /** A check is under way: the confirm button waits for it. */
  checking: boolean;
  /** The engine's refusals of one field (`repair`, `sys`, `sys.2` counts as `sys`, `''` the whole request). */
  problemsOf: (field: string) => string[];
}

/**
 * The engine's refusals of a choice before anything is touched. The engine's `/zspool/format/verify`
 * is not served yet: until it is, a dialog relies on its own rules (the same as the engine's) and
 * shows the refusal of the start call itself.
 */
export function useFormatVerify(_payload: VerifyPayload | null): FormatVerify {
  return { checking: false, problemsOf: () => [] };
}
