import { CALLS, MONITOR_HISTORY_SECONDS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import type { ChartedDisks } from './charted-disks.js';
import { readHardware } from './machine-hardware.js';
import type { MachineSampler } from './machine-sampler.js';
import type { ProcessTable } from './process-table.js';

export interface MonitorRouteDeps {
  sampler: MachineSampler;
  disks: ChartedDisks;
  processes: ProcessTable;
}

/** The monitor's calls (issue 17 §3): history, current sample, disks, hardware, processes. */
export function monitorRoutes(app: FastifyInstance, { sampler, disks, processes }: MonitorRouteDeps): void {
  registerPrivateCall(app, CALLS.monitorHistory, ({ payload }) =>
    sampler.history(payload.seconds ?? MONITOR_HISTORY_SECONDS),
  );
  registerPrivateCall(app, CALLS.monitorCurrent, () => sampler.current());
  registerPrivateCall(app, CALLS.monitorDisks, () => ({ list: disks.list() }));
  registerPrivateCall(app, CALLS.monitorHardware, () => readHardware(disks.list()));
  registerPrivateCall(app, CALLS.managerProcesses, async () => ({ list: await processes.list() }));
}
