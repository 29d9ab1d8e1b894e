import type { AccountsService } from '../modules/accounts/accounts-service.js';
import type { AuditLog } from '../modules/audit/audit-log.js';
import { refusalCodeOf } from '../modules/audit/audit-act.js';
import type { BayManager } from '../storage/bays/bay-manager.js';
import type { AdminAnswer, AdminRequest } from './admin-protocol.js';
import { runBayCommand } from './bay-commands.js';
import { errorAnswer } from './error-answer.js';

export interface AdminServices {
  accounts: AccountsService;
  bays: BayManager;
  /** The running daemon's disk discovery; absent when the CLI edits a stopped data directory. */
  disks?: { poll(): Promise<void> };
  /** Where the account commands are written (the owner at the console: no address, no user). */
  audit?: AuditLog;
}

/** Runs one admin command; used by the socket server and by the CLI when no daemon is running. */
export async function runAdminCommand(services: AdminServices, request: AdminRequest): Promise<AdminAnswer> {
  try {
    switch (request.cmd) {
      case 'ping':
        return { ok: true, data: 'pong' };
      case 'user.add':
      case 'user.reset-password':
      case 'user.set-disabled':
        return {
          ok: true,
          data: await auditedCommand(services, request, () => runAccountCommand(services, request)),
        };
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

type AccountRequest = Extract<
  AdminRequest,
  { cmd: 'user.add' | 'user.reset-password' | 'user.set-disabled' }
>;

async function runAccountCommand(services: AdminServices, request: AccountRequest) {
  switch (request.cmd) {
    case 'user.add':
      return services.accounts.addUser(request);
    case 'user.reset-password':
      return services.accounts.resetPassword(request);
    case 'user.set-disabled':
      return services.accounts.setDisabled(request);
  }
}

/** An account command written once to the audit log: the account it acted on, and the result. */
async function auditedCommand<T>(
  services: AdminServices,
  request: AccountRequest,
  run: () => Promise<T>,
): Promise<T> {
  const action = {
    'user.add': 'user.create',
    'user.reset-password': 'user.password-reset',
    'user.set-disabled': 'user.disable',
  }[request.cmd];
  const record = (result: string) =>
    services.audit?.record({
      category: 'account',
      action: request.cmd === 'user.set-disabled' && !request.disabled ? 'user.enable' : action,
      target: request.username ?? '',
      result,
      detail: request.cmd === 'user.add' ? { mainRole: request.mainRole, via: 'cli' } : { via: 'cli' },
    });
  try {
    const answer = await run();
    record('ok');
    return answer;
  } catch (error) {
    record(refusalCodeOf(error));
    throw error;
  }
}
