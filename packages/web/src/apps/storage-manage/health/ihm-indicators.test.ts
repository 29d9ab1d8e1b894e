import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/i18n';
import { ihmIndicatorText, IHM_INDICATORS } from './ihm-indicators';

/** A `t` that shows which text and values it was asked for. */
const t = ((key: string, values?: Record<string, unknown>) => `${key}:${String(values?.value)}`) as TFunction;

describe('ihmIndicatorText', () => {
  it.each(IHM_INDICATORS.map((indicator) => [indicator]))(
    'shows %s as — when the disk does not report it',
    (indicator) => {
      expect(ihmIndicatorText(indicator, null, t)).toBe('—');
    },
  );

  it.each([
    ['temperature', 41, 'storage.disks.celsius:41'],
    ['power_on_hours', 8760, 'storage.health.ihm.hours:8760'],
    ['percentage_used', 91, 'storage.health.ihm.percent:91'],
    ['reallocated_sectors', 0, '0'],
    ['pending_sectors', 8, '8'],
    ['uncorrectable_sectors', 2, '2'],
    ['media_errors', 3, '3'],
  ] as const)('shows %s %i as %s', (indicator, value, text) => {
    expect(ihmIndicatorText(indicator, value, t)).toBe(text);
  });
});
