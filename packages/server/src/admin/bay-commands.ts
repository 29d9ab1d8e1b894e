import type { BayManager } from '../storage/bays/bay-manager.js';
import type { AdminAnswer, BayRequest } from './admin-protocol.js';
import { errorAnswer } from './error-answer.js';

/** Runs one bay command; on the daemon's manager (powered on) or on a stopped data directory's. */
export async function runBayCommand(bays: BayManager, request: BayRequest): Promise<AdminAnswer> {
  try {
    switch (request.cmd) {
      case 'bay.list':
        return { ok: true, data: await bays.list() };
      case 'bay.insert':
        return {
          ok: true,
          data: await bays.insert(request.slot, {
            size: request.size,
            model: request.model,
            serial: request.serial,
          }),
        };
      case 'bay.pull':
        return { ok: true, data: await bays.pull(request.slot) };
      case 'bay.fail':
        return { ok: true, data: await bays.fail(request.slot, request.mode) };
    }
  } catch (error) {
    return errorAnswer(error);
  }
}
