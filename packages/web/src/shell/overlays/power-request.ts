import { PasswordEvent } from '@coffer/contract';
import * as systemCalls from '@coffer/contract/calls/system';
import { call } from '../../api/client';
import { dialogs } from '../dialogs/dialogs';
import { showPowerWaiting, type PowerAction } from '../power/power-waiting-store';

/**
 * Reboot or shutdown from an overlay: the administrator password first (the daemon wants a fresh
 * Power check), then the call; the waiting dialog takes over once the daemon accepted. Answers
 * the failure's message, or null when it began (or the password dialog was dismissed: '').
 */
export async function requestPower(action: PowerAction): Promise<string | null> {
  const passed = await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.power });
  if (!passed) return '';
  const result = await call(
    action === 'reboot' ? systemCalls.reboot : systemCalls.shutdown,
    {},
    { toast: false },
  );
  if (!result.success) return result.message;
  showPowerWaiting(action);
  return null;
}
