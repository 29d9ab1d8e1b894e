/**
 * `npm run bench:files` (this file among bench/files-*.ts): transfers of a 1 GiB file on a real
 * pool, each side by side with its peer in the same run, alternating, `--rounds N` (default 5):
 * - download through `/v2/file/download` against nginx with sendfile serving the same file (both
 *   read by curl to /dev/null); target ratio coffer / nginx at least 0.95;
 * - upload through tus in 8 MiB PATCHes against `dd bs=8M conv=fsync` writing the same bytes to the
 *   same folder; target ratio at least 0.8;
 * - the daemon's peak RSS while it serves a 1 GiB download and a 1 GiB upload at once; under 200 MB.
 * The daemon, nginx (stopped by PID) and the pool's loop devices are all torn down at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CALLS, SESSION_COOKIE, UPLOAD_FINAL_PATH_HEADER } from '@coffer/contract';
import { exec } from '../packages/server/src/platform/exec.js';
import { mountPointOf } from '../packages/server/src/storage/pools/pool-mount.js';
import { tusClient } from '../packages/server/test/support/tus-upload.js';
import { freePort, startScratchDaemon, type ScratchDaemon } from '../scripts/lib/daemon.js';
import { tusPatcher } from './lib/tus-http.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { makeOwnerWithBasicPool } from './lib/pool-api.js';

const SIZE = 2 ** 30;
const CHUNK = 8 * 2 ** 20;
const TARGET = { download: 0.95, upload: 0.8, rssMB: 200 };

let daemon: ScratchDaemon | undefined;
let nginx: ChildProcess | undefined;

async function curlSpeed(url: string, headers: string[] = []): Promise<number> {
  const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{speed_download} %{size_download}'];
  for (const header of headers) args.push('-H', header);
  const { stdout } = await exec('curl', [...args, url], { timeoutMs: 600_000 });
  const [status, speed, size] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`${url}: HTTP ${status}`);
  if (Number(size) !== SIZE) throw new Error(`${url}: ${size} bytes, not ${SIZE}`);
  return Number(speed);
}

async function startNginx(root: string, dir: string): Promise<string> {
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `user root;\ndaemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n` +
      `events { worker_connections 64; }\n` +
      `http { sendfile on; tcp_nopush on; access_log off; client_body_temp_path ${dir}/body;\n` +
      `  proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;\n` +
      `  server { listen 127.0.0.1:${port}; root ${root}; } }\n`,
  );
  nginx = spawn('nginx', ['-p', dir, '-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return url;
    await delay(50);
  }
  throw new Error('nginx did not start');
}

/** One tus upload of `source` in 8 MiB PATCHes, as the page's upload manager sends them. */
async function tusUpload(baseURL: string, token: string, source: string, name: string): Promise<number> {
  const tus = tusClient(baseURL, token);
  const patcher = tusPatcher(token);
  const handle = await open(source, 'r');
  const chunk = Buffer.alloc(CHUNK);
  const start = performance.now();
  try {
    const url = tus.urlOf(await tus.create({ filename: name, dir: '/home', action: 'overwrite' }, SIZE));
    for (let offset = 0; offset < SIZE; offset += CHUNK) {
      const { bytesRead } = await handle.read(chunk, 0, CHUNK, offset);
      const answer = await patcher.patch(url, offset, chunk.subarray(0, bytesRead));
      if (answer.status !== 204) throw new Error(`PATCH at ${offset}: ${answer.status} ${answer.body}`);
      if (offset + CHUNK >= SIZE && !answer.headers[UPLOAD_FINAL_PATH_HEADER.toLowerCase()])
        throw new Error('no Coffer-Path');
    }
  } finally {
    patcher.close();
    await handle.close();
  }
  return SIZE / ((performance.now() - start) / 1000);
}

async function ddWrite(source: string, target: string): Promise<number> {
  const start = performance.now();
  await exec('dd', [`if=${source}`, `of=${target}`, 'bs=8M', 'conv=fsync', 'status=none'], {
    timeoutMs: 600_000,
  });
  return SIZE / ((performance.now() - start) / 1000);
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

const mib = (bytesPerSecond: number) => `${(bytesPerSecond / 2 ** 20).toFixed(0)} MiB/s`;

async function main(): Promise<boolean> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
  const rounds = roundsOf(values.rounds);
  daemon = await startScratchDaemon('coffer-bench-files-', 'none');
  const { baseURL, dataDir } = daemon;
  const { token, poolId } = await makeOwnerWithBasicPool(baseURL, dataDir);
  const check = await fetch(`${baseURL}${CALLS.fileUploadCheck.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ dir: '/home', totalBytes: SIZE, count: 1 }),
  });
  if (!((await check.json()) as { success: boolean }).success) throw new Error('upload check refused');
  const homes = join(mountPointOf(dataDir, poolId), 'homes');
  const home = join(homes, (await readdir(homes))[0] ?? '');
  const source = join(dataDir, 'source.bin');
  await exec('dd', ['if=/dev/urandom', `of=${source}`, 'bs=8M', `count=${SIZE / CHUNK}`, 'status=none']);
  await exec('cp', [source, join(home, 'big.bin')]);
  const nginxURL = await startNginx(home, dataDir);
  const cookie = `cookie: ${SESSION_COOKIE}=${token}`;
  const cofferURL = `${baseURL}${CALLS.fileDownload.path}?webagent=v2&request_purpose=5&path=%2Fhome%2Fbig.bin`;

  const down = { coffer: [] as number[], nginx: [] as number[] };
  const up = { coffer: [] as number[], dd: [] as number[] };
  for (let round = 1; round <= rounds; round += 1) {
    down.nginx.push(await curlSpeed(`${nginxURL}/big.bin`));
    down.coffer.push(await curlSpeed(cofferURL, [cookie]));
    up.dd.push(await ddWrite(source, join(home, 'dd.bin')));
    up.coffer.push(await tusUpload(baseURL, token, source, 'up.bin'));
    await rm(join(home, 'dd.bin'), { force: true });
    console.log(
      `round ${round}: download coffer ${mib(down.coffer.at(-1)!)} nginx ${mib(down.nginx.at(-1)!)} | ` +
        `upload coffer ${mib(up.coffer.at(-1)!)} dd ${mib(up.dd.at(-1)!)}`,
    );
  }

  // Peak RSS while a 1 GiB download and a 1 GiB upload run at once.
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(daemon!.pid));
      await delay(20);
    }
  })();
  await Promise.all([curlSpeed(cofferURL, [cookie]), tusUpload(baseURL, token, source, 'both.bin')]);
  sampling = false;
  await sampler;

  const downRatio = median(down.coffer) / median(down.nginx);
  const upRatio = median(up.coffer) / median(up.dd);
  const peakMB = peak / 1e6;
  console.log(
    `download: coffer ${mib(median(down.coffer))}, nginx sendfile ${mib(median(down.nginx))}, ratio ${downRatio.toFixed(3)} (target ≥ ${TARGET.download}) ${downRatio >= TARGET.download ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `upload: coffer tus 8 MiB ${mib(median(up.coffer))}, dd fsync ${mib(median(up.dd))}, ratio ${upRatio.toFixed(3)} (target ≥ ${TARGET.upload}) ${upRatio >= TARGET.upload ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `peak daemon RSS, 1 GiB down + 1 GiB up at once: ${peakMB.toFixed(0)} MB (target < ${TARGET.rssMB}) ${peakMB < TARGET.rssMB ? 'PASS' : 'FAIL'}`,
  );
  return downRatio >= TARGET.download && upRatio >= TARGET.upload && peakMB < TARGET.rssMB;
}

await runBenchmark(main, async () => {
  if (nginx?.pid !== undefined && nginx.exitCode === null) {
    nginx.kill('SIGTERM');
    await new Promise((resolve) => nginx!.once('exit', resolve));
  }
  await daemon?.dispose();
});
