/**
 * `npm run bench:webdav`: WebDAV GET of a 1 GiB file (issue 17, Benchmarks) against nginx serving the
 * same file with sendfile, side by side in the same run, alternating, `--rounds N` (default 5).
 * The real daemon with a Basic btrfs pool; its WebDAV service is configured and enabled through the
 * fileshare_service calls on a free port, and read as the owner with Basic authentication. Both
 * peers are read to the end by curl to /dev/null, which checks the status and the byte count.
 * Target: the median throughput of WebDAV at least 0.9 of nginx's. nginx is stopped by its PID and
 * the daemon, with the pool's loop devices, is torn down at the end.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CALLS } from '@coffer/contract';
import { exec } from '../packages/server/src/platform/exec.js';
import { mountPointOf } from '../packages/server/src/storage/pools/pool-mount.js';
import { freePort, startScratchDaemon, type ScratchDaemon } from '../scripts/lib/daemon.js';
import { OWNER, post } from '../e2e/support/api.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { startNginx, type NginxPeer } from './lib/nginx-peer.js';
import { makeOwnerWithBasicPool } from './lib/pool-api.js';

const SIZE = 2 ** 30;
const TARGET = 0.9;
/** The kernel's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

let daemon: ScratchDaemon | undefined;
let nginx: NginxPeer | undefined;

async function curlSpeed(url: string, extra: string[] = []): Promise<number> {
  const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{speed_download} %{size_download}', ...extra];
  const { stdout } = await exec('curl', [...args, url], { timeoutMs: 600_000 });
  const [status, speed, size] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`${url}: HTTP ${status}`);
  if (Number(size) !== SIZE) throw new Error(`${url}: ${size} bytes, not ${SIZE}`);
  return Number(speed);
}

const mib = (bytesPerSecond: number) => `${(bytesPerSecond / 2 ** 20).toFixed(0)} MiB/s`;

/**
 * CPU seconds a process and its ended children have used (user and system), from /proc: the
 * daemon sends a large body from a short-lived child (kernel-send.ts); nginx runs as one process.
 */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime: fields 14-17 of proc(5), counted from the state field here.
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

/** One read of the file by curl: its speed, and the CPU seconds the serving process spent on it. */
async function measured(
  pid: number,
  url: string,
  extra: string[] = [],
): Promise<{ speed: number; cpu: number }> {
  const before = await cpuSeconds(pid);
  const speed = await curlSpeed(url, extra);
  // A child's time is counted once it has been waited for, a moment after curl has the last byte.
  await setTimeout(300);
  return { speed, cpu: (await cpuSeconds(pid)) - before };
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = roundsOf(values.rounds);
  daemon = await startScratchDaemon('coffer-bench-webdav-', 'none');
  const { baseURL, dataDir } = daemon;
  const { token, poolId } = await makeOwnerWithBasicPool(baseURL, dataDir);

  const port = await freePort();
  await post(baseURL, CALLS.webdavConfig.path, { data: JSON.stringify({ port }) }, token);
  await post(baseURL, CALLS.webdavEnable.path, { enable: true }, token);
  const homes = join(mountPointOf(dataDir, poolId), 'homes');
  const home = join(homes, (await readdir(homes))[0] ?? '');
  await exec(
    'dd',
    ['if=/dev/urandom', `of=${join(home, 'big.bin')}`, 'bs=8M', `count=${SIZE / 2 ** 23}`, 'status=none'],
    {
      timeoutMs: 600_000,
    },
  );
  nginx = await startNginx(home, '');
  const davURL = `http://127.0.0.1:${port}/home/big.bin`;
  const davAuth = ['-u', `${OWNER.username}:${OWNER.password}`];
  // Both read once first, so neither round one pays for the page cache.
  await curlSpeed(`${nginx.baseURL}/big.bin`);
  await curlSpeed(davURL, davAuth);

  const speeds = { webdav: [] as number[], nginx: [] as number[] };
  const cpu = { webdav: [] as number[], nginx: [] as number[] };
  for (let round = 1; round <= rounds; round += 1) {
    const peer = await measured(nginx.pid, `${nginx.baseURL}/big.bin`);
    const dav = await measured(daemon.pid, davURL, davAuth);
    speeds.nginx.push(peer.speed);
    speeds.webdav.push(dav.speed);
    cpu.nginx.push(peer.cpu);
    cpu.webdav.push(dav.cpu);
    console.log(
      `round ${round}: webdav ${mib(dav.speed)} (${dav.cpu.toFixed(2)} CPU s) ` +
        `nginx ${mib(peer.speed)} (${peer.cpu.toFixed(2)} CPU s)`,
    );
  }
  // The CPU each server spends per GiB, which the machine's load changes far less than the speed.
  console.log(
    `CPU per GiB (medians): webdav ${median(cpu.webdav).toFixed(2)} s (the whole daemon and its children), ` +
      `nginx ${median(cpu.nginx).toFixed(2)} s`,
  );
  const ratio = median(speeds.webdav) / median(speeds.nginx);
  const pass = ratio >= TARGET;
  console.log(
    `WebDAV GET of 1 GiB: webdav ${mib(median(speeds.webdav))}, nginx sendfile ${mib(median(speeds.nginx))}, ` +
      `ratio ${ratio.toFixed(3)} (target ≥ ${TARGET}) ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
}

await runBenchmark(main, async () => {
  await nginx?.stop();
  await daemon?.dispose();
});
