import { describe, expect, it, vi } from 'vitest';
import type { PushEvent } from '@coffer/contract';
import { createPushBus } from './push-bus';

function event(type: PushEvent['type'], data: unknown = {}): PushEvent {
  return { type, msguuid: `${type}-1`, time: 0, data };
}

describe('push bus', () => {
  it('hands each event to the handlers of its kind only', () => {
    const bus = createPushBus();
    const onReboot = vi.fn();
    const onAdd = vi.fn();
    bus.on('reboot', onReboot);
    bus.on('storage_hotplug_hdd_add', onAdd);
    bus.emit(event('reboot', { action: 'reboot', time: 1 }));
    expect(onReboot).toHaveBeenCalledWith(
      { action: 'reboot', time: 1 },
      expect.objectContaining({ type: 'reboot' }),
    );
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('stops calling a handler once unsubscribed', () => {
    const bus = createPushBus();
    const handler = vi.fn();
    const off = bus.on('shutdown', handler);
    off();
    bus.emit(event('shutdown'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createPushBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    bus.on('reboot', () => {
      throw new Error('boom');
    });
    bus.on('reboot', second);
    bus.emit(event('reboot'));
    expect(second).toHaveBeenCalled();
    error.mockRestore();
  });
});
