import { messageOf, type CofferCode } from '@coffer/contract';

/**
 * A refusal of the bays or of the write guard: a catalogue code with its message parameters. The
 * storage engine knows nothing of HTTP, so callers (admin socket, HTTP modules) map it to an answer.
 */
export class BayError extends Error {
  constructor(
    readonly code: CofferCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageOf(code, 'en', params));
    this.name = 'BayError';
  }
}
