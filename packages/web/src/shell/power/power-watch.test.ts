import { describe, expect, it } from 'vitest';
import { POWER_WATCH_START, watchPower, type HealthProbe } from './power-watch';

function run(probes: HealthProbe[]): boolean[] {
  let watch = POWER_WATCH_START;
  return probes.map((probe) => {
    const result = watchPower(watch, probe);
    watch = result.watch;
    return result.back;
  });
}

describe('watchPower', () => {
  it('is not back while the daemon still answers before going down', () => {
    expect(
      run([
        { up: true, uptime: 500 },
        { up: true, uptime: 502 },
      ]),
    ).toEqual([false, false]);
  });

  it('is back once it answers after having been down', () => {
    expect(run([{ up: true, uptime: 500 }, { up: false }, { up: false }, { up: true, uptime: 3 }])).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('is back when the uptime went down between two probes', () => {
    expect(
      run([
        { up: true, uptime: 500 },
        { up: true, uptime: 2 },
      ]),
    ).toEqual([false, true]);
  });

  it('is back when the first answer follows a failure', () => {
    expect(run([{ up: false }, { up: true, uptime: 9 }])).toEqual([false, true]);
  });
});
