import { messageOf } from '@coffer/contract';
import type { AccountsService } from '../modules/accounts/accounts-service.js';
import { AppError } from '../http/app-error.js';
import type { AdminAnswer, AdminRequest } from './admin-protocol.js';

/** Runs one admin command; used by the socket server and by the CLI when no daemon is running. */
export async function runAdminCommand(
  accounts: AccountsService,
  request: AdminRequest,
): Promise<AdminAnswer> {
  try {
    switch (request.cmd) {
      case 'ping':
        return { ok: true, data: 'pong' };
      case 'user.add':
        return { ok: true, data: await accounts.addUser(request) };
      case 'user.reset-password':
        return { ok: true, data: await accounts.resetPassword(request) };
      default:
        return { ok: false, code: 'unknown-command', message: 'unknown command' };
    }
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, code: error.code, message: messageOf(error.code, 'en', error.params) };
    }
    throw error;
  }
}
