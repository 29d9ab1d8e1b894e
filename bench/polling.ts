/**
 * `npm run bench:polling`: `POST /system/polling2` of the real daemon (started with the default
 * virtual bays, so it has disks to report) for 500 polling pages, side by side with a bare Fastify
 * route answering the same bytes, in the same run.
 *
 * - paced: 500 clients, each on its own keep-alive connection, polling once a second at phases
 *   spread evenly over the second, as 500 open pages do; judged by the median p99 latency;
 * - serial: one request at a time, what a single poll costs with nothing queued;
 * - flat out: autocannon, 500 connections sending as fast as answers come; shows requests/s.
 *
 * PASS when the paced p99 of polling2 is under 20 ms and no answer failed.
 */
import { CALLS } from '@coffer/contract';
import { runBenchmark } from './lib/bench-runner.js';
import { runPacedRounds } from './lib/paced-rounds.js';
import { serialCost } from './lib/serial-cost.js';
import { checkTarget, runRounds, startPeers, type Peers, type Target } from './lib/side-by-side.js';

const CLIENTS = 500;
// The page does not poll yet; once a second is the heaviest a page polling every few seconds makes.
const POLL_INTERVAL_MS = 1000;
const PACED = { rounds: 5, roundSeconds: 8, warmupSeconds: 2 };
const FLAT = { rounds: 3, roundSeconds: 8, warmupSeconds: 2 };
const SERIAL_REQUESTS = 2000;
const TARGET_P99_MS = 20;

/** The only part of the answer that changes while nothing happens. */
const withoutUptime = (body: string) => body.replace(/"uptime_abs":\d+/, '"uptime_abs":0');

let peers: Peers | undefined;

async function startTargets(): Promise<Target[]> {
  console.log('starting the daemon (default bays) and the bare Fastify server…');
  peers = await startPeers('coffer-bench-polling-', 'default');
  const body = JSON.stringify({ token: peers.token, show_hidden_drive: 1 });
  const polling2: Target = { name: 'polling2', url: `${peers.daemonURL}${CALLS.polling2.path}`, body };
  polling2.expectBody = await checkTarget(polling2);
  const bare: Target = { name: 'bare', url: `${await peers.startBare(polling2.expectBody)}/bare`, body };
  bare.expectBody = await checkTarget(bare);
  if (withoutUptime(bare.expectBody) !== withoutUptime(polling2.expectBody)) {
    throw new Error('the bare route does not answer the same bytes as polling2');
  }
  const { data } = JSON.parse(polling2.expectBody) as { data: { dev: unknown[] } };
  console.log(
    `polling2 answers ${data.dev.length} disks, ${polling2.expectBody.length} bytes; bare the same bytes`,
  );
  return [polling2, bare];
}

async function main(): Promise<boolean> {
  const targets = await startTargets();

  console.log(
    `\npaced: ${CLIENTS} clients, each on its own keep-alive connection polling every ${POLL_INTERVAL_MS} ms ` +
      `at evenly spread phases; ${PACED.rounds} alternating rounds of ${PACED.roundSeconds} s`,
  );
  const paced = await runPacedRounds(targets, {
    clients: CLIENTS,
    intervalMs: POLL_INTERVAL_MS,
    ...PACED,
    normalize: withoutUptime,
  });

  console.log(`\nserial: ${SERIAL_REQUESTS} requests one after another on one connection`);
  for (const target of targets) {
    const cost = await serialCost(target, SERIAL_REQUESTS);
    console.log(`${target.name.padEnd(9)} p50 ${cost.p50Ms.toFixed(2)} ms  p99 ${cost.p99Ms.toFixed(2)} ms`);
  }

  console.log(`\nflat out: autocannon, ${CLIENTS} connections, pipelining 1, ${FLAT.roundSeconds} s per run`);
  const flat = await runRounds(
    targets.map(({ expectBody: _, ...target }) => target),
    FLAT,
    { connections: CLIENTS },
  );

  const ours = paced.polling2!;
  const peer = paced.bare!;
  const bad = ours.bad + peer.bad + flat.polling2!.bad + flat.bare!.bad;
  if (bad > 0) console.log(`\n${bad} answers were errors, timeouts, non-2xx or not the expected body`);
  if (ours.skipped + peer.skipped > 0) {
    console.log(
      `${ours.skipped + peer.skipped} polls were skipped: the client's previous poll was still waiting`,
    );
  }
  const pass = ours.p99 < TARGET_P99_MS && bad === 0;
  console.log(
    `\npaced p99 (median): polling2 ${ours.p99.toFixed(1)} ms, bare ${peer.p99.toFixed(1)} ms ` +
      `(p50 ${ours.p50.toFixed(1)} / ${peer.p50.toFixed(1)} ms; load generator timer lag p99 ` +
      `${ours.timerLagP99.toFixed(1)} / ${peer.timerLagP99.toFixed(1)} ms)  ` +
      `${pass ? 'PASS' : 'FAIL'} (target: polling2 < ${TARGET_P99_MS} ms)` +
      `\nflat out req/s (median): polling2 ${flat.polling2!.rps.toFixed(0)}, bare ${flat.bare!.rps.toFixed(0)}` +
      ` (ratio ${(flat.polling2!.rps / flat.bare!.rps).toFixed(2)})`,
  );
  return pass;
}

await runBenchmark(main, async () => peers?.cleanup());
