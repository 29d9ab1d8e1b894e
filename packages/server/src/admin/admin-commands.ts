import type { AccountsService } from '../modules/accounts/accounts-service.js';
import type { BayManager } from '../storage/bays/bay-manager.js';
import type { AdminAnswer, AdminRequest } from './admin-protocol.js';
import { runBayCommand } from './bay-commands.js';
import { errorAnswer } from './error-answer.js';

export interface AdminServices {
  accounts: AccountsService;
  bays: BayManager;
  /** The running daemon's disk discovery; absent when the CLI edits a stopped data directory. */
  disks?: { poll(): Promise<void> };
}

/** Runs one admin command; used by the socket server and by the CLI when no daemon is running. */
export async function runAdminCommand(services: AdminServices, request: AdminRequest): Promise<AdminAnswer> {
  try {
    switch (request.cmd) {
      case 'ping':
        return { ok: true, data: 'pong' };
      case 'user.add':
        return { ok: true, data: await services.accounts.addUser(request) };
      case 'user.reset-password':
        return { ok: true, data: await services.accounts.resetPassword(request) };
      case 'user.set-disabled':
        return { ok: true, data: services.accounts.setDisabled(request) };
      case 'bay.list':
        return await runBayCommand(services.bays, request);
      case 'bay.insert':
      case 'bay.pull':
      case 'bay.fail': {
        const answer = await runBayCommand(services.bays, request);
        // The command returns once the daemon has seen the change, not up to a poll interval later.
        if (answer.ok) await services.disks?.poll();
        return answer;
      }
      default:
        return { ok: false, code: 'unknown-command', message: 'unknown command' };
    }
  } catch (error) {
    return errorAnswer(error);
  }
}
