import * as systemCalls from '@coffer/contract/calls/system-extras';
import { call } from '../../api/client';

/**
 * `POST /popup/msg/close`: the daemon remembers that this person closed the alert, so it stays
 * closed on their other pages and after a reload; true once the daemon took it.
 */
export async function closeAlert(id: string): Promise<boolean> {
  const result = await call(systemCalls.closePopupMsg, { id });
  return result.success;
}
