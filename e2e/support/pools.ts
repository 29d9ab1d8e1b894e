import { CALLS, PasswordEvent, type JobInfo } from '@coffer/contract';
import { deviceKey, encrypt, OWNER, post } from './api.js';

/** The administrator password check a destructive storage call needs, as the page makes it. */
export async function passPasswordCheck(baseURL: string, token: string, eventName: string): Promise<void> {
  const { key, key_id } = await deviceKey(baseURL);
  await post(
    baseURL,
    CALLS.checkUserPasswd.path,
    { eventName, passwd: encrypt(key, OWNER.password), key_id },
    token,
  );
}

/**
 * Creates a SATA pool of the given level over every free SATA disk of the device (an M.2 disk cannot
 * join a SATA pool) and waits until it is built; answers the pool's id.
 */
export async function createPool(
  baseURL: string,
  token: string,
  raidtype: string,
  name: string,
): Promise<string> {
  const { disks } = await post<{ disks: { sn: string; pid: string; dev_type: string }[] }>(
    baseURL,
    CALLS.diskList.path,
    {},
    token,
  );
  await passPasswordCheck(baseURL, token, PasswordEvent.storageFormat);
  const { jobId } = await post<{ jobId: string }>(
    baseURL,
    CALLS.formatExec.path,
    {
      action: 'new',
      protocol: 'protsata',
      raidtype,
      name,
      sys: disks.filter((disk) => !disk.pid && disk.dev_type === 'sata').map((disk) => disk.sn),
    },
    token,
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const status = await post<JobInfo | null>(baseURL, CALLS.formatStatus.path, { jobId }, token);
    if (status?.state === 'done' && status.poolId) return status.poolId;
    if (status?.state === 'failed' || status?.state === 'cancelled')
      throw new Error(`pool creation ${status?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('pool creation did not finish');
}
