/**
 * Creating a pool through the daemon's API as the page does: the bays are filled over the admin
 * socket (as `scripts/coffer bay insert` does), the rest with HTTP calls and encrypted credentials.
 */
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CALLS, PasswordEvent, type JobInfo } from '@coffer/contract';
import { OWNER, deviceKey, encrypt, post, prepareOwner, signIn } from '../../e2e/support/api.js';
import { ADMIN_SOCKET } from '../../packages/server/src/admin/admin-protocol.js';
import { sendToDaemon } from '../../packages/server/src/cli/admin-client.js';
import type { PoolsInfo } from '../../packages/server/src/storage/pools/pool-service.js';

const POLL_MS = 20;
const TIMEOUT_MS = 10 * 60_000;

/** Inserts a new blank disk of `size` (e.g. `4T`) into `slot`; answers its serial. */
export async function insertBay(dataDir: string, slot: string, size: string): Promise<string> {
  const answer = await sendToDaemon(join(dataDir, ADMIN_SOCKET), { cmd: 'bay.insert', slot, size });
  if (!answer) throw new Error(`no daemon on the admin socket of ${dataDir}`);
  if (!answer.ok) throw new Error(`bay.insert ${slot}: ${String(answer.code)} ${answer.message}`);
  return (answer.data as { serial: string }).serial;
}

/** Waits until the disk monitor lists every one of `serials`. */
export async function waitForDisks(
  baseURL: string,
  token: string,
  serials: readonly string[],
): Promise<void> {
  for (const deadline = Date.now() + TIMEOUT_MS; Date.now() < deadline; await delay(POLL_MS)) {
    const { disks } = await post<{ disks: { sn: string; status: string }[] }>(
      baseURL,
      CALLS.diskList.path,
      {},
      token,
    );
    const present = new Set(disks.filter((disk) => disk.status !== 'missing').map((disk) => disk.sn));
    if (serials.every((serial) => present.has(serial))) return;
  }
  throw new Error(`the disks ${serials.join(', ')} did not appear`);
}

/** `CheckUserPasswd` for the storage format event, as the page does before formatting. */
export async function passFormatCheck(baseURL: string, token: string): Promise<void> {
  const { key, key_id } = await deviceKey(baseURL);
  await post(
    baseURL,
    CALLS.checkUserPasswd.path,
    { eventName: PasswordEvent.storageFormat, passwd: encrypt(key, OWNER.password), key_id },
    token,
  );
}

/** Starts the format job of a new pool; answers the job's and the pool's ids. */
export async function startNewPool(
  baseURL: string,
  token: string,
  raidtype: string,
  serials: readonly string[],
  protocol: 'protsata' | 'protnvme' = 'protsata',
): Promise<{ jobId: string; poolId: string }> {
  return post(baseURL, CALLS.formatExec.path, { action: 'new', protocol, raidtype, sys: serials }, token);
}

/**
 * Waits until the job has finished and `/zspool/info` shows the pool mounted; answers the finished
 * job, throws when it failed.
 */
export async function waitForMountedPool(
  baseURL: string,
  token: string,
  jobId: string,
  poolId: string,
): Promise<JobInfo> {
  for (const deadline = Date.now() + TIMEOUT_MS; Date.now() < deadline; await delay(POLL_MS)) {
    const job = await post<JobInfo>(baseURL, CALLS.formatStatus.path, { jobId }, token);
    if (job.state === 'failed' || job.state === 'cancelled') {
      throw new Error(`format job ${jobId} ${job.state}: ${JSON.stringify(job)}`);
    }
    if (job.state !== 'done') continue;
    const info = await post<PoolsInfo>(baseURL, CALLS.poolInfo.path, {}, token);
    const pools = [...info.zspool.normal, ...info.zspool.super];
    if (pools.some((pool) => pool.id === poolId && pool.has_mount === 1)) return job;
  }
  throw new Error(`pool ${poolId} was not mounted in time`);
}

/** A mounted RAID1 over two new 4 TB disks in sata1 and sata2, made as the owner. */
export async function makeRaid1Pool(baseURL: string, dataDir: string): Promise<void> {
  const { token } = await signIn(baseURL);
  const serials = [await insertBay(dataDir, 'sata1', '4T'), await insertBay(dataDir, 'sata2', '4T')];
  await waitForDisks(baseURL, token, serials);
  await passFormatCheck(baseURL, token);
  const { jobId, poolId } = await startNewPool(baseURL, token, 'raid1', serials);
  await waitForMountedPool(baseURL, token, jobId, poolId);
}

/**
 * A new owner with one mounted basic pool over a 200 GB disk in sata1 (the transfer benchmarks'
 * stage): answers the owner's token and the pool's id.
 */
export async function makeOwnerWithBasicPool(
  baseURL: string,
  dataDir: string,
): Promise<{ token: string; poolId: string }> {
  await prepareOwner(baseURL);
  const { token } = await signIn(baseURL);
  const serials = [await insertBay(dataDir, 'sata1', '200G')];
  await waitForDisks(baseURL, token, serials);
  await passFormatCheck(baseURL, token);
  const { jobId, poolId } = await startNewPool(baseURL, token, 'basic', serials);
  await waitForMountedPool(baseURL, token, jobId, poolId);
  return { token, poolId };
}
