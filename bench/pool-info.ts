/**
 * `npm run bench:info`: `POST /zspool/info` of the real daemon with a real RAID1 pool (the default
 * virtual bays' two SATA disks, created through the API as the page does), side by side with
 * `POST /system/polling2` of the same daemon, in the same run.
 *
 * - flat out: autocannon, 100 connections sending as fast as answers come, the targets alternating
 *   for several rounds; judged by the ratio of the median requests/s (info / polling2) and the
 *   median p99 of info;
 * - serial: one request at a time, what one call costs with nothing queued.
 *
 * PASS when info serves at least 0.8 of polling2's requests/s, its p99 is under 20 ms and no answer
 * failed. `--rounds N` changes the number of flat-out rounds (default 5).
 */
import { parseArgs } from 'node:util';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { post } from '../e2e/support/api.js';
import { roundsOf, runBenchmark } from './lib/bench-runner.js';
import { passFormatCheck, startNewPool, waitForDisks, waitForMountedPool } from './lib/pool-api.js';
import { serialCost } from './lib/serial-cost.js';
import { checkTarget, runRounds, startPeers, type Peers, type Target } from './lib/side-by-side.js';

const CONNECTIONS = 100;
const SERIAL_REQUESTS = 2000;
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 20;

let peers: Peers | undefined;

/** A RAID1 pool of the default bays' two SATA disks, created and mounted through the API. */
async function createPool(baseURL: string, token: string): Promise<string> {
  const { disks } = await post<{ disks: { sn: string; dev_type: string; status: string }[] }>(
    baseURL,
    CALLS.diskList.path,
    {},
    token,
  );
  const serials = disks.filter((disk) => disk.dev_type === 'sata').map((disk) => disk.sn);
  if (serials.length < 2) throw new Error(`the default bays gave ${serials.length} SATA disks, not 2`);
  await waitForDisks(baseURL, token, serials);
  await passFormatCheck(baseURL, token);
  const { jobId, poolId } = await startNewPool(baseURL, token, 'raid1', serials.slice(0, 2));
  await waitForMountedPool(baseURL, token, jobId, poolId);
  return poolId;
}

async function startTargets(): Promise<Target[]> {
  console.log('starting the daemon (default bays) and creating a RAID1 pool…');
  peers = await startPeers('coffer-bench-info-', 'default');
  const poolId = await createPool(peers.daemonURL, peers.token);
  const info: Target = {
    name: 'info',
    url: `${peers.daemonURL}${CALLS.poolInfo.path}`,
    body: JSON.stringify({ token: peers.token }),
  };
  const polling2: Target = {
    name: 'polling2',
    url: `${peers.daemonURL}${CALLS.polling2.path}`,
    body: JSON.stringify({ token: peers.token, show_hidden_drive: 1 }),
  };
  const infoBody = await checkTarget(info);
  const pollBody = await checkTarget(polling2);
  const { data } = JSON.parse(infoBody) as { data: { zspool: { normal: PoolInfo[] } } };
  const pool = data.zspool.normal.find((candidate) => candidate.id === poolId);
  if (pool?.status !== 'ok' || pool.has_mount !== 1) {
    throw new Error(`the pool is not ok and mounted: ${JSON.stringify(pool)}`);
  }
  console.log(
    `info answers ${data.zspool.normal.length} pool(s), ${infoBody.length} bytes; ` +
      `polling2 ${pollBody.length} bytes`,
  );
  return [info, polling2];
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = roundsOf(values.rounds);
  const targets = await startTargets();

  console.log(`\nserial: ${SERIAL_REQUESTS} requests one after another on one connection`);
  for (const target of targets) {
    const cost = await serialCost(target, SERIAL_REQUESTS);
    console.log(`${target.name.padEnd(9)} p50 ${cost.p50Ms.toFixed(2)} ms  p99 ${cost.p99Ms.toFixed(2)} ms`);
  }

  console.log(`\nflat out: autocannon, ${CONNECTIONS} connections, pipelining 1, 8 s per run`);
  const flat = await runRounds(
    targets,
    { rounds, roundSeconds: 8, warmupSeconds: 2 },
    { connections: CONNECTIONS },
  );
  const info = flat.info!;
  const polling2 = flat.polling2!;
  const ratio = info.rps / polling2.rps;
  const bad = info.bad + polling2.bad;
  if (bad > 0) console.log(`\n${bad} answers were errors, timeouts or non-2xx`);
  const pass = ratio >= TARGET_RATIO && info.p99 < TARGET_P99_MS && bad === 0;
  console.log(
    `\nflat out req/s (median): info ${info.rps.toFixed(0)}, polling2 ${polling2.rps.toFixed(0)} ` +
      `(ratio ${ratio.toFixed(2)}); p99 info ${info.p99.toFixed(1)} ms, polling2 ` +
      `${polling2.p99.toFixed(1)} ms  ${pass ? 'PASS' : 'FAIL'} ` +
      `(target: ratio >= ${TARGET_RATIO}, info p99 < ${TARGET_P99_MS} ms)`,
  );
  return pass;
}

await runBenchmark(main, async () => peers?.cleanup());
