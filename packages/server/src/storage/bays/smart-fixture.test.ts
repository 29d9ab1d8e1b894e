import { describe, expect, it } from 'vitest';
import { buildSmartFixture } from './smart-fixture.js';

const sata = {
  serial: 'CVD000000001',
  model: 'Coffer Virtual HDD 4T',
  sizeBytes: 4 * 2 ** 40,
  devType: 'sata' as const,
  deviceName: '/dev/loop3',
};

type Attribute = { id: number; value: number; thresh: number; when_failed: string; raw: { value: number } };
const attribute = (fixture: Record<string, unknown>, id: number) =>
  (fixture.ata_smart_attributes as { table: Attribute[] }).table.find((row) => row.id === id)!;

describe('SMART fixtures', () => {
  it('have the shape smartctl -j -a prints for an ATA disk', () => {
    const fixture = buildSmartFixture(sata, 'healthy');
    expect(fixture).toMatchObject({
      json_format_version: [1, 0],
      smartctl: { version: [7, 3], exit_status: 0 },
      device: { name: '/dev/loop3', type: 'sat', protocol: 'ATA' },
      model_name: 'Coffer Virtual HDD 4T',
      serial_number: 'CVD000000001',
      user_capacity: { bytes: 4 * 2 ** 40 },
      smart_status: { passed: true },
      temperature: { current: 36 },
      power_on_time: { hours: 8760 },
    });
    expect(attribute(fixture, 5)).toMatchObject({
      name: 'Reallocated_Sector_Ct',
      when_failed: '',
      flags: { value: 0x33, string: 'PO--CK ', prefailure: true },
      raw: { value: 0, string: '0' },
    });
  });

  it('warn with reallocated and pending sectors while still passing', () => {
    const fixture = buildSmartFixture(sata, 'warning');
    expect(fixture.smart_status).toEqual({ passed: true });
    expect(attribute(fixture, 5).raw.value).toBeGreaterThan(0);
    expect(attribute(fixture, 197).raw.value).toBeGreaterThan(0);
    expect(attribute(fixture, 5).value).toBeGreaterThan(attribute(fixture, 5).thresh);
  });

  it('fail with a pre-fail attribute at its threshold and the failing exit bits', () => {
    const fixture = buildSmartFixture(sata, 'failing');
    expect(fixture.smart_status).toEqual({ passed: false });
    expect(attribute(fixture, 5).when_failed).toBe('FAILING_NOW');
    expect((fixture.smartctl as { exit_status: number }).exit_status & 0b11000).toBe(0b11000);
  });

  it('have the NVMe health log for an M.2 disk', () => {
    const nvme = { ...sata, devType: 'nvme' as const, model: 'Coffer Virtual NVMe SSD 512G' };
    expect(buildSmartFixture(nvme, 'healthy')).toMatchObject({
      device: { type: 'nvme', protocol: 'NVMe' },
      smart_status: { passed: true, nvme: { value: 0 } },
      nvme_smart_health_information_log: { critical_warning: 0, available_spare: 100, media_errors: 0 },
    });
    expect(buildSmartFixture(nvme, 'warning')).toMatchObject({
      smart_status: { passed: true },
      nvme_smart_health_information_log: { percentage_used: 91 },
    });
    const failing = buildSmartFixture(nvme, 'failing');
    expect(failing).toMatchObject({ smart_status: { passed: false, nvme: { value: 5 } } });
    expect(failing).not.toHaveProperty('ata_smart_attributes');
  });

  it('report a hot disk above the alert limits: 70 °C for ATA, 90 °C for NVMe', () => {
    const hot = buildSmartFixture(sata, 'warning', true);
    expect(hot.temperature).toEqual({ current: 70 });
    expect(attribute(hot, 194).raw).toMatchObject({ value: 70 });
    expect(hot.smart_status).toEqual({ passed: true });
    const nvme = { ...sata, devType: 'nvme' as const };
    expect(buildSmartFixture(nvme, 'healthy', true)).toMatchObject({
      temperature: { current: 90 },
      nvme_smart_health_information_log: { temperature: 90 },
    });
  });
});
