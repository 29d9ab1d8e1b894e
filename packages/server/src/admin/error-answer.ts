import { messageOf } from '@coffer/contract';
import { AppError } from '../http/app-error.js';
import { BayError } from '../storage/bays/bay-error.js';
import type { AdminAnswer } from './admin-protocol.js';

/** A refusal with a catalogue code becomes an answer; anything else is a failure of the command. */
export function errorAnswer(error: unknown): AdminAnswer {
  if (error instanceof AppError || error instanceof BayError) {
    return { ok: false, code: error.code, message: messageOf(error.code, 'en', error.params) };
  }
  throw error;
}
