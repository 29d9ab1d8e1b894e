import { describe, expect, it } from 'vitest';
import { besideUpgrade, overlayKindOf } from './overlay-kind';

describe('overlayKindOf', () => {
  it.each([
    ['booting', 200, 'booting'],
    ['checking', 200, 'checking'],
    ['confirm', 200, 'confirm'],
    ['pending', 200, 'pending'],
    ['blocking', 'C104007', 'blocking'],
    ['blocking', 'N300410', 'blocking'],
    ['blocking', 'N302002', 'none'],
    ['complete', 200, 'none'],
    ['formatting', 200, 'none'],
    ['esata-confirm', 200, 'none'],
  ] as const)('type %s with code %s shows %s', (type, code, kind) => {
    expect(overlayKindOf({ type: type as never, code })).toBe(kind);
  });
  it('offers a running device’s new disks instead of blocking, and blocks while a pool waits', () => {
    const confirm = { type: 'confirm' as const, code: 200 };
    expect(overlayKindOf(confirm, [{ mounted: true }, { mounted: true }])).toBe('offer');
    expect(overlayKindOf(confirm, [{ mounted: true }, { mounted: false }])).toBe('confirm');
    expect(overlayKindOf(confirm, [])).toBe('confirm');
  });
  it('tells the disks being prepared from the system being prepared', () => {
    expect(overlayKindOf({ type: 'booted', code: 200, data: { step: 'mounting' } })).toBe('disks-preparing');
    expect(overlayKindOf({ type: 'booted', code: 200, data: { step: 'preparing' } })).toBe(
      'system-preparing',
    );
    expect(overlayKindOf({ type: 'booted', code: 200 })).toBe('disks-preparing');
  });
  it('shows nothing before the first answer', () => {
    expect(overlayKindOf(null)).toBe('none');
  });
});

describe('besideUpgrade', () => {
  it('lets the upgrade’s progress stand for the start’s waits while the device restarts', () => {
    expect(besideUpgrade('booting', true)).toBe('none');
    expect(besideUpgrade('disks-preparing', true)).toBe('none');
    expect(besideUpgrade('checking', true)).toBe('none');
    expect(besideUpgrade('system-preparing', true)).toBe('none');
    expect(besideUpgrade('confirm', true)).toBe('confirm');
    expect(besideUpgrade('booting', false)).toBe('booting');
  });
});
