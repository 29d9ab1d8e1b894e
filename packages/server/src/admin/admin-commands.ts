import type { AccountsService } from '../modules/accounts/accounts-service.js';
import type { BayManager } from '../storage/bays/bay-manager.js';
import type { AdminAnswer, AdminRequest } from './admin-protocol.js';
import { runBayCommand } from './bay-commands.js';
import { errorAnswer } from './error-answer.js';

export interface AdminServices {
  accounts: AccountsService;
  bays: BayManager;
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
      case 'bay.list':
      case 'bay.insert':
      case 'bay.pull':
      case 'bay.fail':
        return await runBayCommand(services.bays, request);
      default:
        return { ok: false, code: 'unknown-command', message: 'unknown command' };
    }
  } catch (error) {
    return errorAnswer(error);
  }
}
