import { NVME_FIELDS, type SmartAttribute, type SmartReport } from '../smart/smart-report.js';

/** What an IHM report shows of one reading; null where the disk reports nothing. */
export interface IhmIndicators {
  temperature: number | null;
  power_on_hours: number | null;
  reallocated_sectors: number | null;
  pending_sectors: number | null;
  uncorrectable_sectors: number | null;
  media_errors: number | null;
  percentage_used: number | null;
}

const NONE: IhmIndicators = {
  temperature: null,
  power_on_hours: null,
  reallocated_sectors: null,
  pending_sectors: null,
  uncorrectable_sectors: null,
  media_errors: null,
  percentage_used: null,
};

/** The leading number of a raw value ("36 (Min/Max 21/45)" is 36); null when there is none. */
function leadingNumber(raw: string | undefined): number | null {
  const match = raw === undefined ? null : /^\s*(\d+)/.exec(raw);
  return match ? Number(match[1]) : null;
}

function rawOf(attributes: readonly SmartAttribute[], id: number): number | null {
  return leadingNumber(attributes.find((attribute) => attribute.id === id)?.raw_value);
}

/** NVMe attributes are numbered by their place in NVME_FIELDS. */
function nvmeField(attributes: readonly SmartAttribute[], field: string): number | null {
  return rawOf(attributes, NVME_FIELDS.findIndex((entry) => entry.field === field) + 1);
}

/**
 * Pure: the indicators of a SMART reading (smart-report.ts). ATA attributes are read by their
 * standard ids (194 temperature, 9 power-on hours, 5 reallocated, 197 pending, 198 offline
 * uncorrectable); NVMe from its health log. Nothing is estimated: what is absent stays null.
 */
export function ihmIndicators(report: SmartReport | undefined, nvme: boolean): IhmIndicators {
  const attributes = report?.attributes ?? [];
  if (attributes.length === 0) return { ...NONE };
  if (nvme) {
    return {
      ...NONE,
      temperature: nvmeField(attributes, 'temperature'),
      power_on_hours: nvmeField(attributes, 'power_on_hours'),
      media_errors: nvmeField(attributes, 'media_errors'),
      percentage_used: nvmeField(attributes, 'percentage_used'),
    };
  }
  return {
    ...NONE,
    temperature: rawOf(attributes, 194),
    power_on_hours: rawOf(attributes, 9),
    reallocated_sectors: rawOf(attributes, 5),
    pending_sectors: rawOf(attributes, 197),
    uncorrectable_sectors: rawOf(attributes, 198),
  };
}
