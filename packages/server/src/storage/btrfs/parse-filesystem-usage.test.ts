import { describe, expect, it } from 'vitest';
import { parseFilesystemUsage } from './parse-filesystem-usage.js';
import { recordedOutput } from './recorded-output.js';

const usage = (name: string) => parseFilesystemUsage(recordedOutput(name).output);

describe('parseFilesystemUsage', () => {
  it.each([
    ['fi-usage-basic', 'single', 'dup', 1, 2],
    ['fi-usage-raid1-2', 'raid1', 'raid1', 2, 2],
    ['fi-usage-raid1-3', 'raid1c3', 'raid1c3', 3, 3],
    ['fi-usage-raid5', 'raid5', 'raid1', 1.5, 2],
    ['fi-usage-raid6', 'raid6', 'raid1c3', 2, 3],
    ['fi-usage-raid10', 'raid10', 'raid1', 2, 2],
    ['fi-usage-zdr', 'raid1', 'raid1', 2, 2],
  ])('reads the profiles and ratios of %s', (name, data, metadata, dataRatio, metadataRatio) => {
    const parsed = usage(name);
    expect(parsed.profiles).toEqual({ data: [data], metadata: [metadata], system: [metadata] });
    expect(parsed).toMatchObject({ dataRatio, metadataRatio, multipleProfiles: false, deviceMissing: 0 });
  });

  it('reads the overall byte counts of a raid5', () => {
    expect(usage('fi-usage-raid5')).toMatchObject({
      deviceSize: 6442450944,
      deviceAllocated: 1197735936,
      deviceUnallocated: 5244715008,
      deviceSlack: 0,
      used: 302743552,
      freeEstimated: 3724541952,
      freeEstimatedMin: 2850422784,
      freeStatfs: 3537895424,
      globalReserve: 5767168,
      globalReserveUsed: 0,
    });
  });

  it('reads chunk allocations per device', () => {
    const parsed = usage('fi-usage-raid5');
    const data = parsed.chunks.find((chunk) => chunk.kind === 'Data')!;
    expect(data).toMatchObject({ profile: 'raid5', size: 429391872, used: 201326592 });
    expect(data.devices).toHaveLength(3);
    expect(parsed.unallocated.map((device) => device.bytes)).toEqual([1932787712, 1655963648, 1655963648]);
  });

  it('counts the bytes of a member missing from a degraded mount', () => {
    const parsed = usage('fi-usage-missing');
    expect(parsed.deviceMissing).toBe(2147483648);
    expect(parsed.unallocated.map((device) => device.path)).toEqual([
      expect.stringMatching(/^\/dev\//),
      null,
    ]);
  });

  it('counts a member whose disk vanished under a mount as missing', () => {
    expect(usage('fi-usage-degraded-io').deviceMissing).toBe(2147483648);
  });

  it('reads the profiles after a conversion', () => {
    expect(usage('fi-usage-converted').profiles).toEqual({
      data: ['single'],
      metadata: ['dup'],
      system: ['dup'],
    });
  });
});
