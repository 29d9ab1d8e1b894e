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

interface ListedDisk {
  sn: string;
  pid: string;
  pos: number;
  dev_type: string;
}

async function listDisks(baseURL: string, token: string): Promise<ListedDisk[]> {
  return (await post<{ disks: ListedDisk[] }>(baseURL, CALLS.diskList.path, {}, token)).disks;
}

const SLOT = /^(sata|esata|m2-|usb)(\d+)$/;
const DEV_TYPE: Record<string, string> = { sata: 'sata', esata: 'esata', 'm2-': 'nvme', usb: 'usb' };

/** The serial of the disk in each named bay (`sata3`, `m2-1`), in the order given. */
export async function serialsOf(baseURL: string, token: string, slots: readonly string[]): Promise<string[]> {
  const disks = await listDisks(baseURL, token);
  return slots.map((slot) => {
    const [, kind = '', pos = ''] = SLOT.exec(slot) ?? [];
    const disk = disks.find(
      (candidate) => candidate.dev_type === DEV_TYPE[kind] && candidate.pos === Number(pos),
    );
    if (!disk) throw new Error(`no disk in ${slot}`);
    return disk.sn;
  });
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
  const disks = await listDisks(baseURL, token);
  const { poolId } = await createPoolOf(baseURL, token, {
    raidtype,
    name,
    sys: disks.filter((disk) => !disk.pid && disk.dev_type === 'sata').map((disk) => disk.sn),
  });
  return poolId;
}

/** Creates a pool of the given level, protocol and member serials, and waits until it is built. */
export async function createPoolOf(
  baseURL: string,
  token: string,
  pool: { raidtype: string; name: string; sys: readonly string[]; protocol?: string },
): Promise<{ poolId: string }> {
  await passPasswordCheck(baseURL, token, PasswordEvent.storageFormat);
  const { jobId, poolId } = await post<{ jobId: string; poolId: string }>(
    baseURL,
    CALLS.formatExec.path,
    {
      action: 'new',
      protocol: pool.protocol ?? 'protsata',
      raidtype: pool.raidtype,
      name: pool.name,
      sys: pool.sys,
    },
    token,
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const status = await post<JobInfo | null>(baseURL, CALLS.formatStatus.path, { jobId }, token);
    if (status?.state === 'done') return { poolId };
    if (status?.state === 'failed' || status?.state === 'cancelled')
      throw new Error(`pool creation ${status?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('pool creation did not finish');
}

/**
 * Waits until the poll reports every pool settled (`complete`): a format that ended less than 30 s
 * ago is still reported as done (`fmtdone`), also after a restart, and would hide a disk change.
 */
export async function waitForComplete(baseURL: string, token: string, timeoutMs = 45_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const answer = await post<{ storage_polling: { type: string } }>(baseURL, CALLS.polling2.path, {}, token);
    if (answer.storage_polling.type === 'complete') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the poll never reported complete');
}
