import type { ScrubStatusInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { formatExec, readDigests, writeFiles } from '../support/pool-files.js';
import { capScrubSpeed } from '../support/scrub-speed.js';
import type { TestDevice } from '../support/test-device.js';

const sandbox = createBaySandbox();
let test: TestDevice | undefined;
afterAll(() => tearDownSandbox(sandbox, test));

const MiB = 2 ** 20;

async function scrubStatus(device: TestDevice, token: string, pid: string): Promise<ScrubStatusInfo> {
  const answer = await device.post<ScrubStatusInfo>('/zspool/scrub/status', { pid }, { token, json: true });
  expect(answer.success, answer.message).toBe(true);
  return answer.data;
}

async function waitForScrub(
  device: TestDevice,
  token: string,
  pid: string,
  done: (status: ScrubStatusInfo) => boolean,
): Promise<ScrubStatusInfo> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const status = await scrubStatus(device, token, pid);
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scrub did not get there');
}

it('continues a scrub cut off by a restart under the same job, where it stopped', async () => {
  test = await startPoolDevice(sandbox);
  let token = await ownerToken(test);
  const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
  const { poolId } = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype: 'raid1',
    sys: disks.map((disk) => disk.serial),
  });
  const mountPoint = test.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 16, 16 * MiB);
  await capScrubSpeed(mountPoint, 8 * MiB);

  const started = await test.post<{ jobId: string }>(
    '/zspool/scrub/start',
    { pid: poolId },
    { token, json: true },
  );
  expect(started.success, started.message).toBe(true);
  const partway = await waitForScrub(test, token, poolId, (status) => status.bytes_scrubbed > 0);
  expect(partway).toMatchObject({ state: 'running', jobId: started.data.jobId });
  expect(partway.percent).toBeLessThan(100);

  await test.close();
  test = await startPoolDevice(sandbox);
  await capScrubSpeed(mountPoint, 0);
  token = await ownerToken(test, false);
  const finished = await waitForScrub(test, token, poolId, (status) => status.state !== 'running');

  expect(finished).toMatchObject({
    state: 'finished',
    percent: 100,
    jobId: started.data.jobId,
    started: partway.started,
    errors: { found: 0, corrected: 0, uncorrectable: 0 },
  });
  // Two copies of 256 MiB of files and some metadata; never chunk space, never bytes counted twice.
  expect(finished.total_bytes).toBeGreaterThan(512 * MiB);
  expect(finished.total_bytes).toBeLessThan(560 * MiB);
  expect(finished.bytes_scrubbed).toBe(finished.total_bytes);
  expect(test.device.jobs.get(started.data.jobId)).toMatchObject({
    kind: 'scrub',
    poolId,
    state: 'done',
    errorCode: null,
  });
  // btrfs continued its own record of the scrub rather than starting a new one.
  const { stdout } = await exec('btrfs', ['scrub', 'status', mountPoint]);
  expect(stdout).toMatch(/Scrub resumed:/);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}, 120_000);
