import * as alertCalls from '@coffer/contract/calls/alerts';
import { call } from '../../api/client';

/** `POST /system/alert/ack`: the master acknowledges an alert; true once the daemon took it. */
export async function acknowledgeAlert(id: string): Promise<boolean> {
  const result = await call(alertCalls.ackAlert, { id });
  return result.success;
}
