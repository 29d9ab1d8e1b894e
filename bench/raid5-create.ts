/**
 * `npm run bench:raid5`: creating a RAID5 pool of 4 × 4 TiB virtual disks end to end through the
 * daemon, next to `mkfs.btrfs` alone on 4 fresh loop devices of the same size with the same
 * arguments the engine uses, alternating, several rounds. Prints each round with its phases, the
 * medians and the ratio coffer / mkfs; PASS when it is at most 5.
 *
 * `--rounds N` changes the number of rounds (default 5). Everything a round made is torn down before
 * the next one, also on failure or Ctrl-C: the daemon (stopped by PID, its loops detached by their
 * image's path, its data directory removed) and the peer's loops and images.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { exec } from '../packages/server/src/platform/exec.js';
import { mkfsArguments } from '../packages/server/src/storage/profiles/mkfs-arguments.js';
import { listLoopBackings } from '../packages/server/src/storage/bays/loop-devices.js';
import { startScratchDaemon, type ScratchDaemon } from '../scripts/lib/daemon.js';
import { prepareOwner, signIn } from '../e2e/support/api.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { LoopImages } from './lib/loop-images.js';
import {
  insertBay,
  passFormatCheck,
  startNewPool,
  waitForDisks,
  waitForMountedPool,
} from './lib/pool-api.js';

const SLOTS = ['sata1', 'sata2', 'sata3', 'sata4'];
const DISK_SIZE = '4T';
const DISK_BYTES = 4 * 2 ** 40;
const TARGET_RATIO = 5;

type Phases = Record<string, number>;

let daemon: ScratchDaemon | undefined;
/** A daemon still starting is not `daemon` yet, but a cleanup must wait for it and stop it too. */
let daemonStart: Promise<ScratchDaemon> | undefined;
let daemonGone: Promise<void> | undefined;
let images: LoopImages | undefined;

async function timed<T>(phases: Phases, name: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    phases[name] = (performance.now() - start) / 1000;
  }
}

/** Sign-in, four bays, the password check, the format job until the pool shows mounted. */
async function cofferRound(): Promise<Phases> {
  daemonStart = startScratchDaemon('coffer-bench-raid5-', 'none');
  daemon = await daemonStart;
  daemonStart = undefined;
  const { baseURL, dataDir } = daemon;
  await prepareOwner(baseURL);
  const phases: Phases = {};
  const { token } = await timed(phases, 'sign-in', () => signIn(baseURL));
  const serials = await timed(phases, 'insert', async () => {
    const inserted: string[] = [];
    for (const slot of SLOTS) inserted.push(await insertBay(dataDir, slot, DISK_SIZE));
    return inserted;
  });
  await timed(phases, 'disks seen', () => waitForDisks(baseURL, token, serials));
  await timed(phases, 'check', () => passFormatCheck(baseURL, token));
  const formatStart = performance.now();
  const { jobId, poolId } = await startNewPool(baseURL, token, 'raid5', serials);
  const job = await waitForMountedPool(baseURL, token, jobId, poolId);
  const formatSeconds = (performance.now() - formatStart) / 1000;
  // The job's own time (mkfs, mount, recording) apart from the calls and the polling around it.
  phases.job = ((job.finishedAt ?? job.createdAt) - job.createdAt) / 1000;
  phases['exec + wait'] = formatSeconds - phases.job;
  await disposeDaemon();
  return phases;
}

/** Stops the round's daemon once, however many callers ask (a signal and the round's end). */
async function disposeDaemon(): Promise<void> {
  daemon ??= await daemonStart?.catch(() => undefined);
  const current = daemon;
  if (!current) return;
  await (daemonGone ??= current.dispose());
  daemon = undefined;
  daemonGone = undefined;
  const left = listLoopBackings().filter((loop) => loop.backingFile.startsWith(current.dataDir + '/'));
  if (left.length > 0) throw new Error(`loops left attached: ${left.map((loop) => loop.device).join(', ')}`);
}

/** Four sparse images on loop devices, then `mkfs.btrfs` with the engine's RAID5 arguments. */
async function mkfsRound(): Promise<Phases> {
  images = new LoopImages('coffer-bench-raid5-mkfs-');
  const phases: Phases = {};
  const devices = await timed(phases, 'loops', async () => {
    const made: string[] = [];
    for (let index = 0; index < SLOTS.length; index += 1) made.push(await images!.add(DISK_BYTES));
    return made;
  });
  const members = devices.map((path) => ({ path, size: DISK_BYTES }));
  await timed(phases, 'mkfs', () =>
    exec('mkfs.btrfs', mkfsArguments('raid5', 'bench', members), { timeoutMs: 10 * 60_000 }),
  );
  await disposeImages();
  return phases;
}

async function disposeImages(): Promise<void> {
  const current = images;
  if (!current) return;
  await current.dispose();
  images = undefined;
  const left = current.leftovers();
  if (left.length > 0) throw new Error(`loops left attached: ${left.join(', ')}`);
}

const total = (phases: Phases) => Object.values(phases).reduce((sum, seconds) => sum + seconds, 0);
const describe = (phases: Phases, seconds = total(phases)) =>
  `${seconds.toFixed(2)} s (${Object.entries(phases)
    .map(([name, value]) => `${name} ${value.toFixed(2)}`)
    .join(', ')})`;

/** Each phase's median (their sum is not the median total). */
function medianPhases(list: Phases[]): Phases {
  return Object.fromEntries(
    Object.keys(list[0]!).map((name) => [name, median(list.map((phases) => phases[name]!))]),
  );
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = roundsOf(values.rounds);
  const flags = mkfsArguments(
    'raid5',
    'bench',
    SLOTS.map((slot) => ({ path: slot, size: DISK_BYTES })),
  ).slice(0, -SLOTS.length);
  console.log(`RAID5 of ${SLOTS.length} × 4 TiB virtual disks, ${rounds} alternating rounds`);
  console.log(`coffer: the daemon's API end to end   mkfs: mkfs.btrfs ${flags.join(' ')} <4 loops>\n`);

  const coffer: Phases[] = [];
  const mkfs: Phases[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    coffer.push(await cofferRound());
    mkfs.push(await mkfsRound());
    console.log(
      `round ${round}  coffer ${describe(coffer.at(-1)!)}\n         mkfs   ${describe(mkfs.at(-1)!)}`,
    );
  }
  const [ours, peer] = [median(coffer.map(total)), median(mkfs.map(total))];
  const ratio = ours / peer;
  const pass = ratio <= TARGET_RATIO;
  console.log(
    `\nmedian  coffer ${describe(medianPhases(coffer), ours)}\n        mkfs   ${describe(medianPhases(mkfs), peer)}` +
      `\nratio coffer/mkfs (median totals): ${ratio.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'} (target ≤ ${TARGET_RATIO})`,
  );
  return pass;
}

let stopping: Promise<void> | undefined;

/** One cleanup for a signal and the run's own end alike, so neither exits while the other works. */
function cleanup(): Promise<void> {
  stopping ??= Promise.allSettled([disposeDaemon(), disposeImages()]).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') console.error(`cleanup: ${String(result.reason)}`);
    }
  });
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

await runBenchmark(main, cleanup);
