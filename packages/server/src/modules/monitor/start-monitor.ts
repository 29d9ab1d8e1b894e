import { PERMISSIONS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { PushHub } from '../push/push-hub.js';
import { ChartedDisks, type BayDisks } from './charted-disks.js';
import { MachineSampler } from './machine-sampler.js';
import { ProcessTable } from './process-table.js';
import { monitorRoutes } from './routes.js';

export interface Monitor {
  sampler: MachineSampler;
  /** The disks charted (the bays' and the machine's own), for other views of the same sample. */
  disks: ChartedDisks;
  /** Hands the storage engine's disk discovery to the monitor once the engine exists. */
  attachDisks(disks: BayDisks): void;
}

/**
 * Starts the monitor (issue 17 §3): the sampler keeps one hour from the daemon's start, and each
 * sample goes to the pages subscribed to the `monitor` push topic (none: nothing is built for them).
 * Registered before the storage engine, so the monitor answers while the engine starts or failed.
 */
export function startMonitor(app: FastifyInstance, { push }: { push: PushHub }): Monitor {
  const disks = new ChartedDisks();
  const sampler = new MachineSampler({ chartsDisk: disks.charts });
  sampler.onSample((sample) => {
    if (push.subscribers('monitor') > 0)
      push.publishTopic('monitor', 'monitor_sample', sample, PERMISSIONS.monitor);
  });
  sampler.start();
  app.addHook('onClose', () => sampler.stop());
  monitorRoutes(app, { sampler, disks, processes: new ProcessTable() });
  return { sampler, disks, attachDisks: (source) => disks.attach(source) };
}
