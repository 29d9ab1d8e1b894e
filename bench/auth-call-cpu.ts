/**
 * `npm run bench:cpu`: the CPU time each side spends per request of `npm run bench`'s load (the
 * daemon's authenticated call with 1000 entries on each IP list, and the bare Fastify peer answering
 * the same bytes). Requests per second on a shared 2-core machine depend on what else runs; the CPU
 * time a process spends per answer much less, so this ratio (bare over coffer) shows a change of the
 * daemon's own cost between runs of `npm run bench` on a busy machine. It reads from /proc (Linux).
 * Each side gets a fixed number of requests per round (100 connections), rounds alternate, the first
 * is a warm-up; medians are reported. Target as `npm run bench`: at least 0.6.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CALLS } from '@coffer/contract';
import { median, runBenchmark } from './lib/bench-runner.js';
import { seedIpLists } from './lib/seed-ip-lists.js';
import { checkTarget, startPeers, type Peers, type Target } from './lib/side-by-side.js';

const CONNECTIONS = 100;
const REQUESTS_PER_ROUND = 60_000;
const ROUNDS = 5;
const TARGET_RATIO = 0.6;
const IP_LIST_ENTRIES = 1000;
/** Linux reports a process's CPU time in clock ticks of 10 ms (USER_HZ 100). */
const MICROSECONDS_PER_TICK = 10_000;

/** User plus system CPU time of a process so far, in microseconds (/proc/PID/stat fields 14 and 15). */
function cpuMicroseconds(pid: number): number {
  const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(afterName[11]) + Number(afterName[12])) * MICROSECONDS_PER_TICK;
}

async function cpuPerRequest(target: Target, pid: number): Promise<number> {
  const before = cpuMicroseconds(pid);
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: target.body,
    expectBody: target.expectBody,
    connections: CONNECTIONS,
    amount: REQUESTS_PER_ROUND,
  });
  const bad = result.non2xx + result.errors + result.timeouts + result.mismatches;
  if (bad > 0) throw new Error(`${target.name}: ${bad} answers were errors or not the expected body`);
  return (cpuMicroseconds(pid) - before) / REQUESTS_PER_ROUND;
}

let peers: Peers | undefined;

async function main(): Promise<boolean> {
  peers = await startPeers('coffer-bench-cpu-', 'none');
  await seedIpLists(peers.daemonURL, peers.token, IP_LIST_ENTRIES);
  const body = JSON.stringify({ token: peers.token });
  const coffer: Target = { name: 'coffer', url: `${peers.daemonURL}${CALLS.authToken.path}`, body };
  coffer.expectBody = await checkTarget(coffer);
  const bareURL = await peers.startBare(coffer.expectBody);
  const bare: Target = { name: 'bare', url: `${bareURL}/bare`, body };
  bare.expectBody = await checkTarget(bare);
  const sides = [
    { target: coffer, pid: peers.daemonPid, samples: [] as number[] },
    { target: bare, pid: peers.barePid(), samples: [] as number[] },
  ];
  console.log(
    `${REQUESTS_PER_ROUND} requests per round, ${CONNECTIONS} connections, ` +
      `${IP_LIST_ENTRIES} entries on each IP list; round 0 is a warm-up\n`,
  );
  console.log('round   coffer µs CPU/req   bare µs CPU/req');
  for (let round = 0; round <= ROUNDS; round += 1) {
    const line = [];
    for (const side of sides) {
      const cost = await cpuPerRequest(side.target, side.pid);
      if (round > 0) side.samples.push(cost);
      line.push(cost.toFixed(1).padStart(18));
    }
    console.log(`${String(round).padEnd(6)}${line.join('')}`);
  }
  const ours = median(sides[0]!.samples);
  const peer = median(sides[1]!.samples);
  const ratio = peer / ours;
  const pass = ratio >= TARGET_RATIO;
  console.log(`median${ours.toFixed(1).padStart(18)}${peer.toFixed(1).padStart(18)}`);
  console.log(
    `\nratio bare/coffer (CPU per request): ${ratio.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'} (target ≥ ${TARGET_RATIO})`,
  );
  return pass;
}

await runBenchmark(main, async () => peers?.cleanup());
