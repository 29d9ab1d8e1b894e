import { describe, expect, it } from 'vitest';
import { parseDeviceStats, totalErrors } from './parse-device-stats.js';
import { recordedOutput } from './recorded-output.js';

const stats = (name: string) => parseDeviceStats(recordedOutput(name).output);

describe('parseDeviceStats', () => {
  it.each([
    ['device-stats-basic', 1],
    ['device-stats-raid1-2', 2],
    ['device-stats-raid1-3', 3],
    ['device-stats-raid5', 3],
    ['device-stats-raid6', 4],
    ['device-stats-raid10', 4],
  ])('reads clean counters for each member of %s', (name, count) => {
    const devices = stats(name);
    expect(devices).toHaveLength(count);
    for (const device of devices) {
      expect(device.path).toMatch(/^\/dev\/loop\d+$/);
      expect(totalErrors(device)).toBe(0);
    }
  });

  it('counts the write errors of a member whose disk vanished under a mount', () => {
    const [healthy, lost] = stats('device-stats-degraded-io');
    expect(totalErrors(healthy!)).toBe(0);
    expect(lost!.writeIoErrs).toBeGreaterThan(0);
    expect(lost).toMatchObject({ readIoErrs: 0, corruptionErrs: 0 });
  });

  it('names a missing member by its devid', () => {
    expect(stats('device-stats-missing')[1]).toEqual({
      device: 'devid:2',
      path: null,
      devid: 2,
      writeIoErrs: 0,
      readIoErrs: 0,
      flushIoErrs: 0,
      corruptionErrs: 0,
      generationErrs: 0,
    });
  });
});
