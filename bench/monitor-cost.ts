/**
 * `npm run bench:monitor`: what the resource monitor costs the daemon. A scratch daemon (no bays)
 * samples the machine every second from its start; the run then alternates windows with no monitor
 * open and windows with 20 open monitors (20 push sockets registered and subscribed to the
 * `monitor` topic, each receiving a sample a second). The daemon's CPU time over each window comes
 * from /proc/<pid>/stat (user + system) and is reported as a share of one core; the medians of the
 * runs are judged: the daemon's whole CPU with 20 monitors open, which includes the sampling itself,
 * must stay under 1 % of one core.
 *
 * `--seconds N` sets the window (default 60), `--runs N` the number of pairs (default 3).
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { PUSH_PATH } from '@coffer/contract';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { startPeers, type Peers } from './lib/side-by-side.js';

const MONITORS = 20;
const TARGET_PERCENT = 1;
/** Linux reports a process's CPU time in clock ticks of 10 ms (USER_HZ 100). */
const MICROSECONDS_PER_TICK = 10_000;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? roundsOf(process.argv[index + 1] ?? '') : fallback;
}

function cpuMicroseconds(pid: number): number {
  const afterName = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(afterName[11]) + Number(afterName[12])) * MICROSECONDS_PER_TICK;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The daemon's CPU over `seconds`, as % of one core. */
async function daemonPercent(pid: number, seconds: number): Promise<number> {
  const before = cpuMicroseconds(pid);
  const start = process.hrtime.bigint();
  await sleep(seconds * 1000);
  const wallMicros = Number(process.hrtime.bigint() - start) / 1000;
  return ((cpuMicroseconds(pid) - before) / wallMicros) * 100;
}

interface MonitorPage {
  socket: WebSocket;
  samples: number;
}

/** Opens a page's push socket, registers and subscribes to the monitor's samples. */
async function openMonitor(baseURL: string, token: string, index: number): Promise<MonitorPage> {
  const socket = new WebSocket(`${baseURL.replace('http', 'ws')}${PUSH_PATH}`);
  const page: MonitorPage = { socket, samples: 0 };
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const registered = new Promise<void>((resolve, reject) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { type: string };
      if (frame.type === 'registered') resolve();
      else if (frame.type === 'monitor_sample') page.samples += 1;
      else if (frame.type === 'error') reject(new Error(String(raw)));
    });
  });
  socket.send(
    JSON.stringify({
      type: 'register',
      app: 'web',
      device_id: `bench-monitor-${index}`,
      platform: 'web',
      device: 'bench',
      version: '1',
      token,
    }),
  );
  await registered;
  socket.send(JSON.stringify({ type: 'subscribe', topic: 'monitor' }));
  return page;
}

async function closeAll(pages: MonitorPage[]): Promise<void> {
  await Promise.all(
    pages.map(
      (page) =>
        new Promise<void>((resolve) => {
          if (page.socket.readyState === WebSocket.CLOSED) return resolve();
          page.socket.once('close', () => resolve());
          page.socket.close();
        }),
    ),
  );
}

let peers: Peers | undefined;
let open: MonitorPage[] = [];

async function main(): Promise<boolean> {
  const seconds = option('--seconds', 60);
  const runs = option('--runs', 3);
  peers = await startPeers('coffer-bench-monitor-', 'none');
  const { daemonPid, daemonURL, token } = peers;
  // The daemon's start is over, and its push path warmed up by a first round not counted.
  open = await Promise.all(
    Array.from({ length: MONITORS }, (_, index) => openMonitor(daemonURL, token, index)),
  );
  await sleep(10_000);
  await closeAll(open);
  open = [];
  console.log(
    `daemon PID ${daemonPid}; ${runs} runs of ${seconds} s without and with ${MONITORS} open monitors\n`,
  );
  console.log('run   none (% of one core)   20 monitors   difference   samples per monitor per s');
  const none: number[] = [];
  const withMonitors: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const idle = await daemonPercent(daemonPid, seconds);
    open = await Promise.all(
      Array.from({ length: MONITORS }, (_, index) => openMonitor(daemonURL, token, index)),
    );
    await sleep(1500);
    for (const page of open) page.samples = 0;
    const busy = await daemonPercent(daemonPid, seconds);
    const rate = median(open.map((page) => page.samples)) / seconds;
    await closeAll(open);
    open = [];
    if (rate < 0.9) throw new Error(`the monitors got ${rate.toFixed(2)} samples a second, not one`);
    none.push(idle);
    withMonitors.push(busy);
    console.log(
      `${String(run).padEnd(6)}${idle.toFixed(3).padStart(20)}${busy.toFixed(3).padStart(14)}` +
        `${(busy - idle).toFixed(3).padStart(13)}${rate.toFixed(2).padStart(28)}`,
    );
  }
  const busy = median(withMonitors);
  const idle = median(none);
  const pass = busy < TARGET_PERCENT;
  console.log(
    `\nmedian: no monitor ${idle.toFixed(3)} %, ${MONITORS} monitors ${busy.toFixed(3)} % of one core ` +
      `(pushing costs ${(busy - idle).toFixed(3)} %)  ${pass ? 'PASS' : 'FAIL'} (target: the daemon under ${TARGET_PERCENT} % with ${MONITORS} monitors)`,
  );
  return pass;
}

await runBenchmark(main, async () => {
  await closeAll(open);
  await peers?.cleanup();
});
