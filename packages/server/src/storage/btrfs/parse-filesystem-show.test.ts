import { describe, expect, it } from 'vitest';
import { parseFilesystemShow } from './parse-filesystem-show.js';
import { recordedOutput } from './recorded-output.js';

const show = (name: string) => {
  const filesystems = parseFilesystemShow(recordedOutput(name).output);
  expect(filesystems).toHaveLength(1);
  return filesystems[0]!;
};

const GiB = 1024 ** 3;

describe('parseFilesystemShow', () => {
  it.each([
    ['fi-show-basic', 1],
    ['fi-show-raid1-2', 2],
    ['fi-show-raid1-3', 3],
    ['fi-show-raid5', 3],
    ['fi-show-raid6', 4],
    ['fi-show-raid10', 4],
  ])('reads every member of %s at the size mkfs -b gave it', (name, count) => {
    const filesystem = show(name);
    expect(filesystem.totalDevices).toBe(count);
    expect(filesystem.devices.map((device) => device.devid)).toEqual(
      Array.from({ length: count }, (_, index) => index + 1),
    );
    for (const device of filesystem.devices) {
      expect(device).toMatchObject({ size: 2 * GiB, missing: false });
      expect(device.path).toMatch(/^\/dev\/loop\d+$/);
    }
    expect(filesystem.missingDevids).toEqual([]);
    expect(filesystem.someMissing).toBe(false);
  });

  it('reads label, uuid and bytes used', () => {
    expect(show('fi-show-raid1-2')).toMatchObject({
      label: 'raid1-2',
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f-]{27}$/),
      bytesUsed: 201687040,
    });
  });

  it('keeps the sizes of zdr members of different sizes', () => {
    expect(show('fi-show-zdr').devices.map((device) => device.size)).toEqual([2 * GiB, 3 * GiB]);
  });

  it('reports a member missing from a degraded mount', () => {
    const filesystem = show('fi-show-missing');
    expect(filesystem.devices[1]).toEqual({ devid: 2, size: 0, used: 0, path: null, missing: true });
    expect(filesystem.missingDevids).toEqual([2]);
  });

  it('reports a member missing from an unmounted pool, which btrfs does not list', () => {
    const filesystem = show('fi-show-missing-unmounted');
    expect(filesystem.devices).toHaveLength(1);
    expect(filesystem).toMatchObject({ totalDevices: 2, someMissing: true, missingDevids: [2] });
  });

  it('shows a member whose disk vanished under a mount as still present', () => {
    // Only device stats and fi usage "Device missing" tell: see their tests.
    expect(show('fi-show-degraded-io').devices.every((device) => !device.missing)).toBe(true);
  });

  it('reads the new member after a replace, an add and a resize', () => {
    expect(show('fi-show-missing-replaced').devices[1]).toMatchObject({ devid: 2, missing: false });
    expect(show('fi-show-after-add').devices).toHaveLength(3);
    expect(show('fi-show-after-resize').devices[2]).toMatchObject({ devid: 3, size: GiB, used: 0 });
  });

  it('lists the target of a running replace as devid 0 beside the member it replaces', () => {
    const shown = show('fi-show-replacing');
    expect(shown.devices.map((device) => device.devid)).toEqual([0, 1, 2]);
    expect(shown.devices[0]).toMatchObject({ path: '/dev/loop2', missing: false });
  });

  it('reads a filesystem without a label and the older missing-disk spelling', () => {
    const [filesystem] = parseFilesystemShow(
      [
        'Label: none  uuid: 69b42177-8a5a-4293-a293-17548d7d2fd9',
        '\tTotal devices 2 FS bytes used 537575424',
        '\tdevid    1 size 1073741824 used 927727616 path /dev/loop0',
        '\tdevid    2 size 2147483648 used 927727616 path <missing disk> MISSING',
      ].join('\n'),
    );
    expect(filesystem).toMatchObject({ label: null, missingDevids: [2] });
    expect(filesystem!.devices[1]).toMatchObject({ path: null, missing: true, size: 2147483648 });
  });
});
