/**
 * A CPU profile of the daemon under the `npm run bench` load: the daemon runs with `--cpu-prof`, the
 * IP allow and block lists get 1000 entries each, then autocannon loads the authenticated call
 * (`POST /v1/user/authToken`, 100 connections) for 10 s and the daemon is powered off, which writes
 * the profile. Open it in Chromium's DevTools (Performance). Run:
 * `node --import tsx bench/profile-auth-call.ts [output dir, default /tmp/coffer-profile]`.
 * The seeding comes first in the profile; judge the last 10 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { prepareOwner, signIn } from '../e2e/support/api.js';
import { freePort, waitForHealth } from '../scripts/lib/daemon.js';
import { seedIpLists } from './lib/seed-ip-lists.js';

const outDir = process.argv[2] ?? '/tmp/coffer-profile';
const dataDir = mkdtempSync(join(tmpdir(), 'coffer-prof-'));
const port = await freePort();
const child = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${outDir}`,
    '--import',
    'tsx',
    'packages/server/src/main.ts',
    '--port',
    String(port),
    '--data',
    dataDir,
    '--bays',
    'none',
  ],
  { stdio: 'ignore' },
);
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base, child, 60_000);
  await prepareOwner(base);
  const { token } = await signIn(base);
  await seedIpLists(base, token, 1000);
  const result = await autocannon({
    url: `${base}/v1/user/authToken`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    connections: 100,
    duration: 10,
  });
  console.log(`${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx answers`);
} finally {
  // A power-off: the daemon stops its work and exits, which writes the profile.
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`profile written to ${outDir}`);
