import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { smartFixtureName } from '../../src/storage/bays/bay-paths.js';
import type { TestDevice } from './test-device.js';

interface FixtureTemperature {
  temperature?: { current?: number };
  ata_smart_attributes?: { table: { id: number; raw: { value: number; string: string } }[] };
  nvme_smart_health_information_log?: { temperature?: number };
}

/** Sets the temperature a virtual disk's SMART fixture reports, everywhere smartctl would show it. */
export function setSmartTemperature(test: TestDevice, serial: string, celsius: number): void {
  const file = join(test.device.bays.paths.smartDir, smartFixtureName(serial));
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as FixtureTemperature;
  fixture.temperature = { current: celsius };
  const attribute = fixture.ata_smart_attributes?.table.find((entry) => entry.id === 194);
  if (attribute) attribute.raw = { value: celsius, string: String(celsius) };
  if (fixture.nvme_smart_health_information_log)
    fixture.nvme_smart_health_information_log.temperature = celsius;
  writeFileSync(file, JSON.stringify(fixture));
}
