import { describe, expect, it } from 'vitest';
import { checkModel, checkSerial, defaultModel, generateSerial } from './disk-identity.js';

describe('serial numbers and models', () => {
  it('makes serials of CVD and nine digits', () => {
    expect(generateSerial(new Set())).toMatch(/^CVD\d{9}$/);
    expect(generateSerial(new Set(), () => 42)).toBe('CVD000000042');
  });

  it('never repeats a serial the bays already know', () => {
    const draws = [7, 7, 8];
    expect(generateSerial(new Set(['CVD000000007']), () => draws.shift()!)).toBe('CVD000000008');
  });

  it.each([
    ['sata', 4 * 2 ** 40, 'Coffer Virtual HDD 4T'],
    ['esata', 2 * 2 ** 40, 'Coffer Virtual HDD 2T'],
    ['nvme', 512 * 2 ** 30, 'Coffer Virtual NVMe SSD 512G'],
    ['usb', 2 ** 40, 'Coffer Virtual USB Disk 1T'],
  ] as const)('names a %s disk of %d bytes %s', (devType, bytes, model) => {
    expect(defaultModel(devType, bytes)).toBe(model);
  });

  it('accepts a given serial that is a plain word and free', () => {
    expect(checkSerial('WD-WCC4N0123456', new Set())).toBe('WD-WCC4N0123456');
    expect(() => checkSerial('../etc', new Set())).toThrow(expect.objectContaining({ code: 'C103007' }));
    expect(() => checkSerial('A'.repeat(21), new Set())).toThrow(
      expect.objectContaining({ code: 'C103007' }),
    );
    expect(() => checkSerial('CVD1', new Set(['CVD1']))).toThrow(
      expect.objectContaining({ code: 'C103008', params: { serial: 'CVD1' } }),
    );
  });

  it('accepts a model of up to 40 printable characters', () => {
    expect(checkModel('WDC WD40EFRX-68N32N0')).toBe('WDC WD40EFRX-68N32N0');
    for (const bad of ['', ' padded', 'M'.repeat(41), 'tab\there', '硬盘']) {
      expect(() => checkModel(bad)).toThrow(expect.objectContaining({ code: 'C103009' }));
    }
  });
});
