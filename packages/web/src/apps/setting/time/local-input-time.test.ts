import { describe, expect, it } from 'vitest';
import { deviceTimeText, fromLocalInput, toLocalInput } from './local-input-time';

describe('datetime-local values', () => {
  it('goes there and back in this computer’s zone, to the minute', () => {
    const ms = Date.UTC(2026, 10, 27, 18, 30, 0);
    expect(fromLocalInput(toLocalInput(ms))).toBe(ms / 1000);
  });

  it.each(['', 'tomorrow', '2026-11-27', '2026-13-45T99:99'])('reads %j as nothing', (value) => {
    expect(fromLocalInput(value)).toBeNull();
  });

  it('shows the device time in the device’s zone', () => {
    const ms = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(deviceTimeText(ms, 'Asia/Shanghai', 'en')).toContain('08:00:00');
    expect(deviceTimeText(ms, 'UTC', 'en')).toContain('00:00:00');
  });
});
