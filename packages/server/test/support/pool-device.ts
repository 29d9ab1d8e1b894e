import { PasswordEvent, type Envelope, type JobInfo } from '@coffer/contract';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../src/platform/exec.js';
import { smartFixtureName } from '../../src/storage/bays/bay-paths.js';
import type { RealBays } from '../../src/storage/bays/real-bays.js';
import type { BaySandbox } from './bay-sandbox.js';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from './test-device.js';

/** A daemon on a bay sandbox's data directory, so pool tests get real disks in virtual bays. */
export async function startPoolDevice(
  sandbox: BaySandbox,
  realBays?: RealBays,
  temperatureSampleMs?: number,
): Promise<TestDevice> {
  return startTestDevice(undefined, {
    dataDir: sandbox.dataDir,
    realBays,
    ...(temperatureSampleMs === undefined ? {} : { temperatureSampleMs }),
  });
}

export async function ownerToken(test: TestDevice, register = true): Promise<string> {
  if (register) await registerOwner(test);
  return signIn(test);
}

/** Inserts blank disks into bays of the running daemon; answers their serials and devices. */
export async function insertDisks(
  test: TestDevice,
  disks: Record<string, string>,
): Promise<{ serial: string; device: string }[]> {
  const made: { serial: string; device: string }[] = [];
  for (const [slot, size] of Object.entries(disks)) {
    const result = await test.device.bays.insert(slot, { size });
    made.push({ serial: result.serial, device: result.device! });
  }
  return made;
}

/**
 * Makes a virtual disk read as a disk without SMART (a new one gets a healthy fixture): call before
 * the next bays change, which is when the disk monitor reads fixtures again.
 */
export function dropSmartFixture(test: TestDevice, serial: string): void {
  rmSync(join(test.device.bays.paths.smartDir, smartFixtureName(serial)), { force: true });
}

/** `CheckUserPasswd` for an event, as the page does before a destructive call. */
export async function passPasswordCheck(
  test: TestDevice,
  token: string,
  eventName: string = PasswordEvent.storageFormat,
  password = OWNER.password,
): Promise<Envelope> {
  const passwd = await test.encrypt(password);
  return test.post(
    '/v1/user/CheckUserPasswd',
    { eventName, passwd: passwd.cipher, key_id: passwd.keyId },
    { token },
  );
}

/** Polls `/zspool/format/status` until the job has finished. */
export async function waitForJob(test: TestDevice, token: string, jobId: string): Promise<JobInfo> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await test.post<JobInfo>('/zspool/format/status', { jobId }, { token, json: true });
    if (!answer.success) throw new Error(`status failed: ${answer.code}`);
    if (['done', 'failed', 'cancelled'].includes(answer.data.state)) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** The signature types `blkid -p` finds on a device; none for a blank disk. */
export async function signatures(device: string): Promise<string[]> {
  const { stdout, exitCode } = await exec('blkid', ['-p', '-o', 'value', '-s', 'TYPE', device], {
    okExitCodes: [2],
  });
  return exitCode === 2 ? [] : stdout.split('\n').filter(Boolean);
}
