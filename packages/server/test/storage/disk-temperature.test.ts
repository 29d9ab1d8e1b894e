import type { DiskInfo, PollResponse } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { dropSmartFixture, insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

describe('a disk’s temperature', () => {
  it('comes from its SMART reading, in the disk list and the poll; unknown without SMART', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [withSmart] = await insertDisks(test, { sata1: '120G' });
    // A disk made to read as one without SMART: its fixture is gone before the next bays change.
    const [without] = await insertDisks(test, { sata2: '120G' });
    dropSmartFixture(test, without!.serial);
    await insertDisks(test, { sata3: '120G' });

    let disks: DiskInfo[] = [];
    for (let attempt = 0; attempt < 50 && disks.length < 3; attempt += 1) {
      disks = (await test.post<{ disks: DiskInfo[] }>('/zspool/disk/list', {}, { token, json: true })).data
        .disks;
      if (disks.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const temperatureOf = (list: readonly DiskInfo[], sn: string) =>
      list.find((disk) => disk.sn === sn)?.temperature;
    // The healthy fixture's smartctl JSON says `temperature.current` 36.
    expect(temperatureOf(disks, withSmart!.serial)).toBe(36);
    expect(temperatureOf(disks, without!.serial)).toBeNull();

    const poll = (await test.post<PollResponse>('/system/polling2', {}, { token })).data;
    expect(temperatureOf(poll.dev, withSmart!.serial)).toBe(36);
    expect(temperatureOf(poll.dev, without!.serial)).toBeNull();
  }, 60_000);
});
