/**
 * The SMART health label of spec 3 §4 "SMART / IHM" that a disk's `smart_test.result` carries, read
 * from `smartctl -j -a` JSON (a virtual bay's fixture has the same shape).
 */
export type SmartResult = 'ok' | 'warning' | 'fault' | 'notsupported';

interface AtaAttributeJson {
  id?: number;
  raw?: { value?: number };
}

interface SmartctlJson {
  smart_status?: { passed?: boolean; nvme?: { value?: number } };
  ata_smart_attributes?: { table?: AtaAttributeJson[] };
  ata_smart_error_log?: { summary?: { count?: number } };
  nvme_smart_health_information_log?: {
    critical_warning?: number;
    percentage_used?: number;
    media_errors?: number;
  };
}

/** Reallocated sectors, reallocation events, pending and offline-uncorrectable sectors. */
const ATA_WATCHED = new Set([5, 196, 197, 198]);
/** NVMe "Percentage Used" past which the drive is worn enough to warn. */
const NVME_WORN_PERCENT = 90;

/** Pure: failed overall assessment → fault; counted bad sectors, media errors or wear → warning. */
export function smartResultOf(json: unknown): SmartResult {
  if (typeof json !== 'object' || json === null) return 'notsupported';
  const smart = json as SmartctlJson;
  if (smart.smart_status?.passed === undefined) return 'notsupported';
  const nvme = smart.nvme_smart_health_information_log;
  if (!smart.smart_status.passed || (nvme?.critical_warning ?? 0) !== 0) return 'fault';
  const ataTrouble =
    (smart.ata_smart_attributes?.table ?? []).some(
      (attribute) => ATA_WATCHED.has(attribute.id ?? 0) && (attribute.raw?.value ?? 0) > 0,
    ) || (smart.ata_smart_error_log?.summary?.count ?? 0) > 0;
  const nvmeTrouble =
    nvme !== undefined && ((nvme.media_errors ?? 0) > 0 || (nvme.percentage_used ?? 0) >= NVME_WORN_PERCENT);
  return ataTrouble || nvmeTrouble ? 'warning' : 'ok';
}

/** Pure: the drive's temperature now (°C), `temperature.current` of smartctl's JSON; null when absent. */
export function smartTemperatureOf(json: unknown): number | null {
  if (typeof json !== 'object' || json === null) return null;
  const current = (json as { temperature?: { current?: unknown } }).temperature?.current;
  return typeof current === 'number' && Number.isFinite(current) ? current : null;
}

/** What one SMART read of a disk says: its health label and its temperature. */
export interface SmartReading {
  result: SmartResult;
  /** °C; null when the disk reports none. */
  temperature: number | null;
}

/** Pure: the reading of a `smartctl -j` answer (or a virtual bay's fixture of the same shape). */
export function smartReadingOf(json: unknown): SmartReading {
  return { result: smartResultOf(json), temperature: smartTemperatureOf(json) };
}

export const NO_SMART: SmartReading = { result: 'notsupported', temperature: null };
