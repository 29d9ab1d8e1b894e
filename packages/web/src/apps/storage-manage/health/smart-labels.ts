import { SMART_LABELS } from '@coffer/contract';
import type { TFunction } from '../../../i18n/i18n';
import type { StorageMessages } from '../storage-text';

type WordedLabel = keyof StorageMessages['smartResult'];

/** STOR-SMART-04's labels, and the v3 health words (STOR-SMART-03), which `storage.smartResult` words. */
const LABELS: ReadonlySet<string> = new Set<WordedLabel>([...SMART_LABELS, 'healthy', 'damaged']);

function isWordedLabel(result: string): result is WordedLabel {
  return LABELS.has(result);
}

/** A SMART result or health as the page words it; a label the spec does not name shows as it came. */
export function smartLabel(result: string, t: TFunction): string {
  return isWordedLabel(result) ? t(`storage.smartResult.${result}`) : result;
}

/** The colour of a SMART result's tag: green when healthy, orange for a warning, red for a fault. */
export function smartColour(result: string): string {
  switch (result) {
    case 'ok':
    case 'healthy':
      return 'green';
    case 'warning':
    case 'notpassed':
    case 'timeout':
      return 'orange';
    case 'fault':
    case 'critical_warning':
    case 'damaged':
    case 'nonpresent':
      return 'red';
    case 'notsupported':
    case 'notest':
    case 'nottest':
      return 'default';
    default:
      return 'gold';
  }
}
