import type { TFunction } from '../../../i18n/i18n';

/** The indicators of an IHM report, in the order the report shows them (DECISIONS "Format flow and SMART"). */
export const IHM_INDICATORS = [
  'temperature',
  'power_on_hours',
  'reallocated_sectors',
  'pending_sectors',
  'uncorrectable_sectors',
  'media_errors',
  'percentage_used',
] as const;

export type IhmIndicator = (typeof IHM_INDICATORS)[number];

/** An indicator as the report words it; `—` when the disk does not report it, never an estimate. */
export function ihmIndicatorText(indicator: IhmIndicator, value: number | null, t: TFunction): string {
  if (value === null) return '—';
  switch (indicator) {
    case 'temperature':
      return t('storage.disks.celsius', { value });
    case 'power_on_hours':
      return t('storage.health.ihm.hours', { value });
    case 'percentage_used':
      return t('storage.health.ihm.percent', { value });
    default:
      return String(value);
  }
}
