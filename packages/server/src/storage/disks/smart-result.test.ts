import { describe, expect, it } from 'vitest';
import { buildSmartFixture, type SmartHealth } from '../bays/smart-fixture.js';
import { smartResultOf } from './smart-result.js';

const disk = (devType: 'sata' | 'nvme') => ({
  serial: 'CVD000000001',
  model: 'Coffer Virtual HDD 4T',
  sizeBytes: 4 * 1024 ** 4,
  devType,
  deviceName: '/dev/loop3',
});

describe('smartResultOf', () => {
  it.each<['sata' | 'nvme', SmartHealth, string]>([
    ['sata', 'healthy', 'ok'],
    ['sata', 'warning', 'warning'],
    ['sata', 'failing', 'fault'],
    ['nvme', 'healthy', 'ok'],
    ['nvme', 'warning', 'warning'],
    ['nvme', 'failing', 'fault'],
  ])('reads a %s disk that is %s as %s', (devType, health, result) => {
    expect(smartResultOf(buildSmartFixture(disk(devType), health))).toBe(result);
  });

  it.each([
    ['no JSON', null],
    ['no overall assessment', { smartctl: { exit_status: 4 } }],
  ])('answers notsupported for %s', (_, json) => {
    expect(smartResultOf(json)).toBe('notsupported');
  });
});
