import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { buildDisk } from '../disks/disk.js';
import { SystemAlerts } from './system-alerts.js';

const MIN = 60_000;

function setUp() {
  let now = 0;
  let celsius = 70;
  const changed = vi.fn();
  const disk = () =>
    buildDisk({
      sn: 'SN1',
      pos: 1,
      model: 'HDD',
      devType: 'sata',
      sizeBytes: 2 ** 40,
      label: '',
      smart: 'ok',
      temperature: celsius,
      present: true,
    });
  const alerts = new SystemAlerts({
    disks: () => [disk()],
    rereadSmart: async () => undefined,
    pools: async () => [],
    changed,
    log: pino({ level: 'silent' }),
    clock: () => now,
  });
  return {
    alerts,
    changed,
    at: (minutes: number) => (now = minutes * MIN),
    heat: (value: number) => (celsius = value),
  };
}

describe('SystemAlerts', () => {
  it('alerts on the 2-hour average of samples taken every 5 minutes, once there are three', async () => {
    const { alerts, changed, at } = setUp();
    at(0);
    await alerts.sampleNow();
    at(5);
    await alerts.sampleNow();
    expect(alerts.list(true)).toEqual([]);
    at(10);
    await alerts.sampleNow();
    expect(alerts.list(true)).toMatchObject([{ kind: 'temperature', measured: 70, limit: 60, since: 600 }]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('forgets hot readings older than 2 hours', async () => {
    const { alerts, at, heat } = setUp();
    heat(90);
    for (const minute of [0, 5, 10]) {
      at(minute);
      await alerts.sampleNow();
    }
    expect(alerts.list(true)).toMatchObject([{ measured: 90 }]);
    heat(40);
    for (const minute of [120, 125, 130]) {
      at(minute);
      await alerts.sampleNow();
    }
    // Over all six samples the mean would be 65 °C; the window (10, 130] holds only the 40 °C ones.
    expect(alerts.list(true)).toEqual([]);
  });

  it('acknowledges by id, and tells the poll', async () => {
    const { alerts, changed, at } = setUp();
    for (const minute of [0, 5, 10]) {
      at(minute);
      await alerts.sampleNow();
    }
    const id = alerts.list(true)[0]!.id;
    expect(alerts.acknowledge('nothing')).toBe(false);
    expect(alerts.acknowledge(id)).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
    expect(alerts.list(false)).toMatchObject([{ id, acknowledged: true, subject: null }]);
  });
});
