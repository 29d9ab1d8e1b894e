import { CALLS, Code, NOT_CONFIGURED } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerPrivateCall } from '../../http/register-call.js';
import { checkVmService } from './vm-check.js';
import { wifiStatus } from './wifi-adapters.js';

export interface AbsentServiceDeps {
  /** Linux's network class, read for Wi-Fi adapters. */
  netRoot?: string;
  kvmDevice?: string;
}

/**
 * The calls of services this machine does not have, answered as they are: the office viewer (the
 * provider's cloud service, DECISIONS "Out of reach on a LAN-only box"), virtual machines, and the
 * access point (no Wi-Fi adapter; no hostapd support). Nothing here changes anything.
 */
export function absentServiceRoutes(app: FastifyInstance, deps: AbsentServiceDeps = {}): void {
  registerPrivateCall(app, CALLS.officeGetConfig, () => ({ configured: false, provider: null }));
  registerPrivateCall(app, CALLS.officeSaveConfig, () => {
    throw new AppError(NOT_CONFIGURED);
  });
  registerPrivateCall(app, CALLS.vmServiceCheck, () => checkVmService(deps.kvmDevice));
  registerPrivateCall(app, CALLS.apStatus, () => wifiStatus(deps.netRoot));
  const refuse = () => {
    throw new AppError(wifiStatus(deps.netRoot).present ? Code.apUnsupported : Code.apNoWifi);
  };
  registerPrivateCall(app, CALLS.apOpen, refuse);
  registerPrivateCall(app, CALLS.apSwitch, refuse);
}
