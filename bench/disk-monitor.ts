/**
 * `npm run bench:disks`: what disk discovery costs while nothing changes. Twelve populated virtual
 * bays (8 SATA, 4 M.2; sparse 4 TiB and 512 GiB images on loop devices in a temp data directory),
 * then 3 runs of: the process idling for the window without the monitor (baseline), and the same
 * window with the DiskMonitor polling every second. The cost is the CPU time difference
 * (process.cpuUsage, user + system) as a share of one core; the median of the runs is judged.
 *
 * `--seconds N` shortens the window for a quick check. Everything the run made is torn down exactly,
 * also on Ctrl-C: the monitor, the loop devices whose image is in the temp folder, the folder.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { exec, setExecLogger } from '../packages/server/src/platform/exec.js';
import { BayManager } from '../packages/server/src/storage/bays/bay-manager.js';
import { listLoopBackings } from '../packages/server/src/storage/bays/loop-devices.js';
import { DiskMonitor } from '../packages/server/src/storage/disks/disk-monitor.js';
import { median, runBenchmark } from './lib/bench-runner.js';

const RUNS = 3;
const TARGET_PERCENT = 0.5;
const SLOTS = [
  ...Array.from({ length: 8 }, (_, index) => ({ slot: `sata${index + 1}`, size: '4T' })),
  ...Array.from({ length: 4 }, (_, index) => ({ slot: `m2-${index + 1}`, size: '512G' })),
];

function argSeconds(): number {
  const index = process.argv.indexOf('--seconds');
  const value = index >= 0 ? Number(process.argv[index + 1]) : 30;
  if (!Number.isFinite(value) || value <= 0) throw new Error('--seconds takes a positive number');
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time of this process over the window, as % of one core. */
async function cpuPercent(seconds: number): Promise<number> {
  const startCpu = process.cpuUsage();
  const startWall = process.hrtime.bigint();
  await sleep(seconds * 1000);
  const cpu = process.cpuUsage(startCpu);
  const wallMicros = Number(process.hrtime.bigint() - startWall) / 1000;
  return ((cpu.user + cpu.system) / wallMicros) * 100;
}

const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'coffer-bench-disks-')));
const bays = new BayManager({ dataDir });
let monitor: DiskMonitor | undefined;

/** Detaches only loops whose image is inside our temp folder (never `losetup -D`), then removes it. */
async function cleanup(): Promise<void> {
  await monitor?.stop();
  monitor = undefined;
  await bays.detachAll();
  for (const loop of listLoopBackings()) {
    if (loop.backingFile.startsWith(dataDir + sep)) await exec('losetup', ['--detach', loop.device]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<boolean> {
  const seconds = argSeconds();
  await bays.attachAll();
  for (const { slot, size } of SLOTS) await bays.insert(slot, { size });
  const views = (await bays.list()).filter((bay) => bay.device);
  console.log(`${views.length} virtual bays on loop devices in ${dataDir}`);
  let commands = 0;
  setExecLogger(() => (commands += 1));

  const rows: { baseline: number; monitor: number; cost: number; commands: number }[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const baseline = await cpuPercent(seconds);
    monitor = new DiskMonitor({ bayPaths: bays.paths });
    await monitor.start();
    if (monitor.list().length !== SLOTS.length) throw new Error(`saw ${monitor.list().length} disks`);
    commands = 0;
    const withMonitor = await cpuPercent(seconds);
    const ran = commands;
    await monitor.stop();
    monitor = undefined;
    rows.push({ baseline, monitor: withMonitor, cost: withMonitor - baseline, commands: ran });
    console.log(
      `run ${run}: idle ${baseline.toFixed(3)} %  monitor ${withMonitor.toFixed(3)} %  ` +
        `cost ${(withMonitor - baseline).toFixed(3)} % of one core  (${ran} commands in ${seconds} s)`,
    );
  }
  const cost = median(rows.map((row) => row.cost));
  const pass = cost < TARGET_PERCENT;
  console.log(
    `\nmedian cost of ${RUNS} runs of ${seconds} s: ${cost.toFixed(3)} % of one core  ` +
      `${pass ? 'PASS' : 'FAIL'} (target < ${TARGET_PERCENT} %)`,
  );
  return pass;
}

await runBenchmark(main, cleanup);
