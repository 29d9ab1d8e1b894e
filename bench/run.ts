/**
 * `npm run bench`: an authenticated JSON call of the real daemon under 100 concurrent connections,
 * side by side with a bare Fastify route in the same run. Prints requests/s, p50 and p99 latency per
 * round and their medians, and the ratio of the median requests/s with PASS/FAIL against the target.
 * The bare route answers the same data as the authenticated call, so both sides serialize and send
 * the same bytes and the ratio measures the daemon's own work: auth, validation and the handler.
 */
import { CALLS } from '@coffer/contract';
import { runBenchmark } from './lib/bench-runner.js';
import { seedIpLists } from './lib/seed-ip-lists.js';
import { checkTarget, runRounds, startPeers, type Peers, type Target } from './lib/side-by-side.js';

const CONNECTIONS = 100;
const ROUNDS = { rounds: 5, roundSeconds: 8, warmupSeconds: 2 };
const TARGET_RATIO = 0.6;
/** Entries on each of the IP allow and block lists while measuring (issue 16, benchmarks). */
const IP_LIST_ENTRIES = 1000;

let peers: Peers | undefined;

async function main(): Promise<boolean> {
  console.log('starting the daemon and the bare Fastify server…');
  peers = await startPeers('coffer-bench-', 'none');
  await seedIpLists(peers.daemonURL, peers.token, IP_LIST_ENTRIES);
  console.log(`${IP_LIST_ENTRIES} entries on each of the IP allow and block lists`);
  const body = JSON.stringify({ token: peers.token });
  const coffer: Target = { name: 'coffer', url: `${peers.daemonURL}${CALLS.authToken.path}`, body };
  // Every answer must be exactly the first one, so error answers cannot inflate the figures.
  coffer.expectBody = await checkTarget(coffer);
  const bareURL = await peers.startBare(coffer.expectBody);
  const bare: Target = { name: 'bare', url: `${bareURL}/bare`, body };
  bare.expectBody = await checkTarget(bare);
  const targets = [coffer, bare];

  console.log(
    `${CONNECTIONS} connections, pipelining 1, ${ROUNDS.roundSeconds} s per run after a ` +
      `${ROUNDS.warmupSeconds} s warm-up, ${ROUNDS.rounds} alternating rounds`,
  );
  console.log(
    `coffer: POST ${CALLS.authToken.path} {"token": …} (authenticated)   bare: POST /bare (same answer)\n`,
  );
  const medians = await runRounds(targets, ROUNDS, { connections: CONNECTIONS });
  const ours = medians.coffer!;
  const peer = medians.bare!;

  const ratio = peer.rps > 0 ? ours.rps / peer.rps : 0;
  const failedResponses = ours.bad + peer.bad;
  if (failedResponses > 0) {
    console.log(
      `\n${ours.bad} coffer and ${peer.bad} bare answers were errors, non-2xx or not the expected body`,
    );
  }
  const pass = ratio >= TARGET_RATIO && failedResponses === 0;
  console.log(
    `\nratio coffer/bare (median req/s): ${ratio.toFixed(2)}  ${pass ? 'PASS' : 'FAIL'} (target ≥ ${TARGET_RATIO})`,
  );
  return pass;
}

await runBenchmark(main, async () => peers?.cleanup());
