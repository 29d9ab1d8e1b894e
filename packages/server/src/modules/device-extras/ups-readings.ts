import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { UpsUnit } from '@coffer/contract';
import { readSysText } from '../../platform/sys-text.js';

const field = (dir: string, name: string) => readSysText(join(dir, name));

/**
 * The UPS units under Linux's power-supply class: entries of type `UPS`, and `Battery` entries that
 * power the system (a `scope` of `Device` is a mouse's or a keyboard's battery).
 */
export function readUpsUnits(root: string): UpsUnit[] {
  if (!existsSync(root)) return [];
  const units: UpsUnit[] = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const type = field(dir, 'type');
    if (type !== 'UPS' && type !== 'Battery') continue;
    if (type === 'Battery' && field(dir, 'scope') === 'Device') continue;
    const status = field(dir, 'status') ?? 'Unknown';
    const capacity = Number(field(dir, 'capacity'));
    units.push({
      name,
      type,
      status,
      onBattery: status === 'Discharging',
      capacity: field(dir, 'capacity') !== null && Number.isInteger(capacity) ? capacity : null,
      model: field(dir, 'model_name'),
      manufacturer: field(dir, 'manufacturer'),
    });
  }
  return units;
}
