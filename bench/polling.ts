/**
 * `npm run bench:polling`: `POST /system/polling2` of the real daemon (started with the default
 * virtual bays, so it has disks to report) under 500 concurrent clients, side by side with a bare
 * Fastify route in the same run. Two loads, 3 alternating rounds each:
 *
 * - paced: 500 connections each polling once a second, as 500 open pages do; judged by p99 latency;
 * - flat out: 500 connections sending as fast as answers come; shows requests/s.
 *
 * Prints per round and the medians; PASS when the paced p99 of polling2 is under 20 ms and no answer
 * failed.
 */
import { CALLS } from '@coffer/contract';
import { runBenchmark } from './lib/bench-runner.js';
import { checkTarget, runRounds, startPeers, type Peers, type Target } from './lib/side-by-side.js';

const CONNECTIONS = 500;
const ROUNDS = { rounds: 3, roundSeconds: 8, warmupSeconds: 2 };
const TARGET_P99_MS = 20;

let peers: Peers | undefined;

async function main(): Promise<boolean> {
  console.log('starting the daemon (default bays) and the bare Fastify server…');
  peers = await startPeers('coffer-bench-polling-', 'default');
  const body = JSON.stringify({ token: peers.token, show_hidden_drive: 1 });
  const targets: Target[] = [
    { name: 'polling2', url: `${peers.daemonURL}${CALLS.polling2.path}`, body },
    { name: 'bare', url: `${await peers.startBare()}/bare`, body },
  ];
  const first = JSON.parse(await checkTarget(targets[0]!)) as { data: { dev: unknown[] } };
  await checkTarget(targets[1]!);
  console.log(`polling2 answers ${first.data.dev.length} disks`);

  console.log(
    `\npaced: ${CONNECTIONS} connections, each 1 request/s (500 pages polling), ${ROUNDS.roundSeconds} s per run`,
  );
  const paced = await runRounds(targets, ROUNDS, { connections: CONNECTIONS, paced: true });
  console.log(`\nflat out: ${CONNECTIONS} connections, pipelining 1, ${ROUNDS.roundSeconds} s per run`);
  const flat = await runRounds(targets, ROUNDS, { connections: CONNECTIONS });

  const bad = [paced, flat].flatMap((medians) => Object.values(medians)).reduce((sum, s) => sum + s.bad, 0);
  if (bad > 0) console.log(`\n${bad} answers were errors, timeouts or non-2xx`);
  const p99 = paced.polling2!.p99;
  const pass = p99 < TARGET_P99_MS && bad === 0;
  console.log(
    `\npaced polling2 p99 (median): ${p99.toFixed(1)} ms  ${pass ? 'PASS' : 'FAIL'} (target < ${TARGET_P99_MS} ms)` +
      `\nflat out req/s (median): polling2 ${flat.polling2!.rps.toFixed(0)}, bare ${flat.bare!.rps.toFixed(0)}` +
      ` (ratio ${(flat.polling2!.rps / flat.bare!.rps).toFixed(2)}); p99 polling2 ${flat.polling2!.p99.toFixed(1)} ms,` +
      ` bare ${flat.bare!.p99.toFixed(1)} ms`,
  );
  return pass;
}

await runBenchmark(main, async () => peers?.cleanup());
