/**
 * `npm run bench:smb`: reading a 1 GiB file over SMB with `smbclient` from Coffer's Samba (as the
 * daemon configures it: its own smb.conf, nss_wrapper accounts, the audit module on) against the
 * same file read over loopback from nginx with sendfile, alternating, `--rounds N` (default 5),
 * `--encryption off|allowed|desired|required` (Coffer's SMB setting, default `allowed`: the client decides),
 * `--audit on|off` (the Samba audit, default on as a new install has it).
 * Samba is the server either way Coffer would be measured, so the ratio is reported, not judged; a
 * plain smbd (a minimal smb.conf: no audit, no recycle, same launcher) serving the same folder shows
 * what Coffer's configuration costs. The daemon, nginx (by PID) and the pool's loop devices
 * are torn down at the end.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { OWNER, signIn, post } from '../e2e/support/api.js';
import { exec } from '../packages/server/src/platform/exec.js';
import { mountPointOf } from '../packages/server/src/storage/pools/pool-mount.js';
import { freePort, startScratchDaemon, type ScratchDaemon } from '../scripts/lib/daemon.js';
import { median, roundsOf, runBenchmark } from './lib/bench-runner.js';
import { startPlainSamba, type PlainSamba } from './lib/plain-samba.js';
import { startNginx, type NginxPeer } from './lib/nginx-peer.js';
import { makeOwnerWithBasicPool } from './lib/pool-api.js';

const SIZE = 2 ** 30;

let daemon: ScratchDaemon | undefined;
let nginx: NginxPeer | undefined;
let plain: PlainSamba | undefined;

const mib = (bytesPerSecond: number) => `${(bytesPerSecond / 2 ** 20).toFixed(0)} MiB/s`;

/** Bytes per second of `smbclient get` to /dev/null; the password goes in the environment. */
function smbRead(port: number, share = 'home'): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      'smbclient',
      ['-p', String(port), '-U', OWNER.username, `//127.0.0.1/${share}`, '-c', 'get big.bin /dev/null'],
      { env: { ...process.env, PASSWD: OWNER.password }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0 || !output.includes(`of size ${SIZE}`)) reject(new Error(`smbclient failed: ${output}`));
      else resolve(SIZE / seconds);
    });
  });
}

async function curlRead(url: string): Promise<number> {
  const started = performance.now();
  const { stdout } = await exec(
    'curl',
    ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download}', url],
    {
      timeoutMs: 600_000,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const [status, size] = stdout.trim().split(' ');
  if (status !== '200' || Number(size) !== SIZE) throw new Error(`${url}: HTTP ${status}, ${size} bytes`);
  return SIZE / seconds;
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '5' },
      encryption: { type: 'string', default: 'allowed' },
      audit: { type: 'string', default: 'on' },
    },
  });
  const rounds = roundsOf(values.rounds);
  daemon = await startScratchDaemon('coffer-bench-smb-', 'none');
  const { baseURL, dataDir } = daemon;
  const stage = await makeOwnerWithBasicPool(baseURL, dataDir);
  const { poolId } = stage;
  let { token } = stage;
  const port = await freePort();
  await post(
    baseURL,
    '/api/fileshare_service/samba/config',
    { data: JSON.stringify({ port, encryption: values.encryption }) },
    token,
  );
  if (values.audit === 'off') {
    const settings = JSON.stringify({ enabled: false, actions: [] });
    await post(baseURL, '/api/fileshare_service/samba/audit/update', { data: settings }, token);
  }
  await post(baseURL, '/api/fileshare_service/samba/enable', { enable: true }, token);
  // The owner's SMB password is set from this sign-in (the service is on now).
  ({ token } = await signIn(baseURL));
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
  plain = await startPlainSamba(home, OWNER);
  // One read each first: both then read from the page cache, as every round after.
  for (let tries = 0; ; tries += 1) {
    try {
      await smbRead(port);
      break;
    } catch (error) {
      if (tries > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await curlRead(`${nginx.baseURL}/big.bin`);
  await smbRead(plain.port, plain.share);
  const smb: number[] = [];
  const web: number[] = [];
  const bare: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    web.push(await curlRead(`${nginx.baseURL}/big.bin`));
    smb.push(await smbRead(port));
    bare.push(await smbRead(plain.port, plain.share));
    console.log(
      `round ${round}: Coffer's Samba ${mib(smb.at(-1)!)}, plain Samba ${mib(bare.at(-1)!)}, nginx ${mib(web.at(-1)!)}`,
    );
  }
  const ratio = median(smb) / median(web);
  const own = median(smb) / median(bare);
  console.log(
    `SMB read of 1 GiB: Coffer's Samba ${mib(median(smb))}, nginx sendfile over loopback ${mib(median(web))}, ratio ${ratio.toFixed(3)} (reported)`,
  );
  console.log(
    `Coffer's smb.conf against a plain one (same smbd, same client): ${mib(median(smb))} / ${mib(median(bare))}, ratio ${own.toFixed(3)} (reported)`,
  );
  return true;
}

await runBenchmark(main, async () => {
  await nginx?.stop();
  await plain?.stop();
  await daemon?.dispose();
});
