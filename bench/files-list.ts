/**
 * `npm run bench:files` (listing): the first page (100 rows) of a 100 000-entry folder from
 * `POST /v2/file/list`, next to nginx's JSON autoindex of the same folder on the same btrfs pool, in
 * the same run. nginx has no paging or sorting: it reads, stats and sends every entry, which is what
 * a page would otherwise wait for. Rounds alternate the two; medians are judged.
 *
 * Coffer's samples are "cold" unless marked warm: just before each one the folder is changed (a
 * hidden folder made and removed), so its sorted-names cache misses and the call reads the folder
 * again, as on the first visit. "warm" pages a folder already in the cache.
 *
 * Targets (issue 15): by name at most 0.5 of nginx's time; by modification time or size at most 1.5.
 */
import { closeSync, ftruncateSync, mkdirSync, openSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CALLS } from '@coffer/contract';
import { createDaemonProcess, type DaemonProcess } from '../packages/server/test/support/daemon-process.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { startNginx, type NginxPeer } from './lib/nginx-peer.js';

const ENTRIES = 100_000;
const FOLDER = 'bench-100k';

interface Scenario {
  name: string;
  sortby: 'name' | 'mtime' | 'size';
  warm: boolean;
  target: number | undefined;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'name (cold)', sortby: 'name', warm: false, target: 0.5 },
  { name: 'name (warm)', sortby: 'name', warm: true, target: undefined },
  { name: 'mtime (cold)', sortby: 'mtime', warm: false, target: 1.5 },
  { name: 'size (cold)', sortby: 'size', warm: false, target: 1.5 },
];

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } });
const rounds = roundsOf(values.rounds);

let daemon: DaemonProcess | undefined;
let nginx: NginxPeer | undefined;

/** 100 000 files in shuffled creation order with sizes spread over 0–64 KiB (sparse). */
function makeFolder(folder: string): void {
  mkdirSync(folder);
  const order = Array.from({ length: ENTRIES }, (_, i) => i + 1);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const n of order) {
    const fd = openSync(join(folder, `IMG_${n}.jpg`), 'w');
    ftruncateSync(fd, (n * 7919) % 65_536);
    closeSync(fd);
  }
}

async function timed(run: () => Promise<string>): Promise<{ ms: number; body: string }> {
  const start = performance.now();
  const body = await run();
  return { ms: performance.now() - start, body };
}

async function main(): Promise<boolean> {
  daemon = await createDaemonProcess({ prefix: 'coffer-bench-files-list-' });
  await daemon.start();
  const token = await daemon.token();
  const serials = await daemon.insertDisks(token, { sata1: '100G' });
  const poolId = await daemon.createPool(token, 'basic', serials);
  const first = await daemon.call(CALLS.fileList.path, { path: '/home' }, token);
  if (!first.success) throw new Error(`list /home: ${first.code} ${first.message}`);
  const homes = join(daemon.mountPoint(poolId), 'homes');
  const home = join(homes, readdirSync(homes)[0]!);
  const folder = join(home, FOLDER);
  console.log(`making ${ENTRIES} files in ${folder}…`);
  makeFolder(folder);
  nginx = await startNginx(home, 'autoindex on; autoindex_format json;');

  const touch = () => {
    mkdirSync(join(folder, '.touch'));
    rmdirSync(join(folder, '.touch'));
  };
  const viaNginx = () => fetch(`${nginx!.baseURL}/${FOLDER}/`).then((response) => response.text());
  const viaCoffer = (sortby: string) =>
    fetch(`${daemon!.baseURL}${CALLS.fileList.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/home/${FOLDER}`, sortby, limit: 100, token }),
    }).then((response) => response.text());

  const nginxCount = (JSON.parse((await timed(viaNginx)).body) as unknown[]).length;
  const coffer = JSON.parse((await timed(() => viaCoffer('name'))).body) as { data: { total: number } };
  if (nginxCount !== ENTRIES || coffer.data.total !== ENTRIES) {
    throw new Error(`entries: nginx ${nginxCount}, coffer ${coffer.data.total}; want ${ENTRIES}`);
  }

  const samples = new Map(
    SCENARIOS.map((scenario) => [scenario.name, { nginx: [] as number[], coffer: [] as number[] }]),
  );
  for (let round = 1; round <= rounds; round++) {
    const line: string[] = [];
    for (const scenario of SCENARIOS) {
      const seen = samples.get(scenario.name)!;
      touch();
      seen.nginx.push((await timed(viaNginx)).ms);
      if (scenario.warm) await viaCoffer(scenario.sortby);
      else touch();
      seen.coffer.push((await timed(() => viaCoffer(scenario.sortby))).ms);
      line.push(`${scenario.name} ${seen.coffer.at(-1)!.toFixed(0)}/${seen.nginx.at(-1)!.toFixed(0)} ms`);
    }
    console.log(`round ${round}: ${line.join(' · ')}`);
  }

  let pass = true;
  console.log('\nscenario        coffer ms  nginx ms  ratio  target');
  for (const scenario of SCENARIOS) {
    const seen = samples.get(scenario.name)!;
    const cofferMs = median(seen.coffer);
    const nginxMs = median(seen.nginx);
    const ratio = cofferMs / nginxMs;
    const ok = scenario.target === undefined || ratio <= scenario.target;
    pass &&= ok;
    const target = scenario.target === undefined ? '-' : `≤ ${scenario.target} ${ok ? 'PASS' : 'FAIL'}`;
    console.log(
      `${scenario.name.padEnd(14)} ${cofferMs.toFixed(1).padStart(9)} ${nginxMs.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(6)}  ${target}`,
    );
  }
  console.log(pass ? 'PASS' : 'FAIL');
  return pass;
}

async function cleanup(): Promise<void> {
  await nginx?.stop();
  const left = await daemon?.cleanup();
  if (left && (left.mounts.length || left.loops.length || left.processes.length)) {
    console.error(`left behind: ${JSON.stringify(left)}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}
await runBenchmark(main, cleanup);
