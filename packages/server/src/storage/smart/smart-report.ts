import type { SmartLabel } from '@coffer/contract';
import { smartResultOf } from '../disks/smart-result.js';

/** The v2 summary classes, strongest first (STOR-SMART-03). */
export const SMART_SUMMARY_V2 = ['nonpresent', 'fault', 'abnormal', 'warning', 'normal'] as const;
export type SmartSummaryV2 = (typeof SMART_SUMMARY_V2)[number];

export type SmartHealthV3 = 'damaged' | 'warning' | 'abnormal' | 'healthy';

/** Pure: the v2 class of one disk's label. */
export function smartClassV2(label: string): SmartSummaryV2 {
  switch (label) {
    case 'nonpresent':
      return 'nonpresent';
    case 'fault':
    case 'critical_warning':
      return 'fault';
    case 'abnormal':
    case 'abort':
    case 'timeout':
    case 'cmderr':
    case 'skipclash':
    case 'notest':
    case 'nottest':
    case 'notsupported':
      return 'abnormal';
    case 'warning':
    case 'notpassed':
      return 'warning';
    default:
      return 'normal';
  }
}

/** Pure: the v2 summary of several disks: nonpresent, then fault, then abnormal, then warning, then normal. */
export function smartSummaryV2(labels: readonly string[]): SmartSummaryV2 {
  const classes = new Set(labels.map(smartClassV2));
  return SMART_SUMMARY_V2.find((summary) => classes.has(summary)) ?? 'normal';
}

/** Pure: the v3 mapping: fault is damaged; notpassed or warning is warning; timeout, cmderr, notest or notsupported is abnormal; else healthy. */
export function smartHealthV3(label: string): SmartHealthV3 {
  if (label === 'fault') return 'damaged';
  if (label === 'notpassed' || label === 'warning') return 'warning';
  if (['timeout', 'cmderr', 'notest', 'nottest', 'notsupported'].includes(label)) return 'abnormal';
  return 'healthy';
}

/** Pure: the results that flag a disk and advise replacing it (STOR-SMART-05). */
export function smartAdvisesReplacement(label: string): boolean {
  return ['warning', 'fault', 'notpassed', 'timeout'].includes(label);
}

export interface SmartAttribute {
  id: number;
  zh_cn: string;
  en_us: string;
  now_value: number | null;
  thresh: number | null;
  worst: number | null;
  raw_value: string;
  health: 'ok' | 'warning' | 'fault';
  zh_cn_fault?: string;
  zh_cn_warning?: string;
}

/** spec 3 §3 "SMART result". */
export interface SmartReport {
  health: SmartLabel;
  /** Unix seconds of the reading. */
  ctime: number;
  /** Why the health is not ok; empty when it is. */
  warningReason: string;
  warning: { level: 'warning' | 'fault'; reason: string }[];
  attributes: SmartAttribute[];
}

/** Names of the ATA attributes a NAS shows; others keep smartctl's own name. */
export const ATA_ATTRIBUTE_NAMES: Readonly<Record<number, { zh: string; en: string }>> = {
  1: { zh: '底层数据读取错误率', en: 'Raw read error rate' },
  3: { zh: '主轴起旋时间', en: 'Spin-up time' },
  4: { zh: '启停计数', en: 'Start/stop count' },
  5: { zh: '重映射扇区计数', en: 'Reallocated sector count' },
  7: { zh: '寻道错误率', en: 'Seek error rate' },
  9: { zh: '通电时间', en: 'Power-on hours' },
  10: { zh: '主轴起旋重试次数', en: 'Spin retry count' },
  12: { zh: '通电周期计数', en: 'Power cycle count' },
  194: { zh: '温度', en: 'Temperature' },
  196: { zh: '重映射事件计数', en: 'Reallocation event count' },
  197: { zh: '当前待映射扇区计数', en: 'Current pending sector count' },
  198: { zh: '脱机无法校正的扇区计数', en: 'Offline uncorrectable sector count' },
  199: { zh: 'UltraDMA 通讯 CRC 错误计数', en: 'UltraDMA CRC error count' },
};

/** The NVMe health log fields shown, in order; their `id` is their position (1-based). */
export const NVME_FIELDS: readonly { field: string; zh: string; en: string }[] = [
  { field: 'critical_warning', zh: '严重警告', en: 'Critical warning' },
  { field: 'temperature', zh: '温度', en: 'Temperature' },
  { field: 'available_spare', zh: '可用备用空间', en: 'Available spare' },
  { field: 'available_spare_threshold', zh: '可用备用空间阈值', en: 'Available spare threshold' },
  { field: 'percentage_used', zh: '已用寿命百分比', en: 'Percentage used' },
  { field: 'data_units_read', zh: '读取数据量', en: 'Data units read' },
  { field: 'data_units_written', zh: '写入数据量', en: 'Data units written' },
  { field: 'host_reads', zh: '主机读命令数', en: 'Host read commands' },
  { field: 'host_writes', zh: '主机写命令数', en: 'Host write commands' },
  { field: 'controller_busy_time', zh: '控制器忙碌时间', en: 'Controller busy time' },
  { field: 'power_cycles', zh: '通电周期计数', en: 'Power cycles' },
  { field: 'power_on_hours', zh: '通电时间', en: 'Power-on hours' },
  { field: 'unsafe_shutdowns', zh: '不安全关机次数', en: 'Unsafe shutdowns' },
  { field: 'media_errors', zh: '介质与数据完整性错误', en: 'Media and data integrity errors' },
  { field: 'num_err_log_entries', zh: '错误日志条目数', en: 'Error log entries' },
];

/** Reallocated, reallocation events, pending, offline-uncorrectable: counted above zero they warn. */
const ATA_COUNTED = new Set([5, 196, 197, 198]);

interface AtaJson {
  id?: number;
  name?: string;
  value?: number;
  worst?: number;
  thresh?: number;
  when_failed?: string;
  raw?: { value?: number; string?: string };
}

interface ReportJson {
  smart_status?: { passed?: boolean };
  ata_smart_attributes?: { table?: AtaJson[] };
  ata_smart_error_log?: { summary?: { count?: number } };
  nvme_smart_health_information_log?: Record<string, unknown>;
}

function ataAttribute(attribute: AtaJson): SmartAttribute {
  const id = attribute.id ?? 0;
  const name = ATA_ATTRIBUTE_NAMES[id];
  const own = (attribute.name ?? `Attribute ${id}`).replaceAll('_', ' ');
  const thresh = attribute.thresh ?? null;
  const value = attribute.value ?? null;
  const failing =
    attribute.when_failed === 'FAILING_NOW' ||
    (thresh !== null && thresh > 0 && value !== null && value <= thresh);
  const counted = ATA_COUNTED.has(id) && (attribute.raw?.value ?? 0) > 0;
  const health = failing ? 'fault' : counted ? 'warning' : 'ok';
  return {
    id,
    zh_cn: name?.zh ?? own,
    en_us: name?.en ?? own,
    now_value: value,
    thresh,
    worst: attribute.worst ?? null,
    raw_value: attribute.raw?.string ?? String(attribute.raw?.value ?? ''),
    health,
    ...(health === 'fault' ? { zh_cn_fault: `${name?.zh ?? own}低于阈值` } : {}),
    ...(health === 'warning' ? { zh_cn_warning: `${name?.zh ?? own}不为零` } : {}),
  };
}

function nvmeAttributes(log: Record<string, unknown>): SmartAttribute[] {
  const attributes: SmartAttribute[] = [];
  NVME_FIELDS.forEach((field, index) => {
    const value = log[field.field];
    if (typeof value !== 'number') return;
    let health: SmartAttribute['health'] = 'ok';
    if (field.field === 'critical_warning' && value !== 0) health = 'fault';
    if (field.field === 'media_errors' && value > 0) health = 'warning';
    if (field.field === 'percentage_used' && value >= 90) health = 'warning';
    if (
      field.field === 'available_spare' &&
      typeof log.available_spare_threshold === 'number' &&
      value < log.available_spare_threshold
    ) {
      health = 'fault';
    }
    attributes.push({
      id: index + 1,
      zh_cn: field.zh,
      en_us: field.en,
      now_value: null,
      thresh: null,
      worst: null,
      raw_value: String(value),
      health,
    });
  });
  return attributes;
}

/**
 * Pure: the SMART result of spec 3 §3 from `smartctl -j -a` JSON (a virtual bay's fixture has the
 * same shape). The health is the engine's own reading (`smartResultOf`: failed assessment or NVMe
 * critical warning → fault; counted bad sectors, media errors or wear → warning); no SMART data at
 * all → notsupported.
 */
export function smartReportOf(json: unknown, ctime: number): SmartReport {
  const health = smartResultOf(json);
  const smart = (typeof json === 'object' && json !== null ? json : {}) as ReportJson;
  const nvme = smart.nvme_smart_health_information_log;
  const attributes =
    health === 'notsupported'
      ? []
      : nvme
        ? nvmeAttributes(nvme)
        : (smart.ata_smart_attributes?.table ?? []).map(ataAttribute);
  const warning: SmartReport['warning'] = [];
  if (smart.smart_status?.passed === false) {
    warning.push({ level: 'fault', reason: 'overall health self-assessment failed' });
  }
  for (const attribute of attributes) {
    if (attribute.health !== 'ok') warning.push({ level: attribute.health, reason: attribute.en_us });
  }
  const errors = smart.ata_smart_error_log?.summary?.count ?? 0;
  if (health !== 'notsupported' && errors > 0) {
    warning.push({ level: 'warning', reason: `${errors} errors in the error log` });
  }
  return {
    health,
    ctime,
    warningReason:
      health === 'notsupported' ? 'no SMART data' : warning.map((entry) => entry.reason).join('; '),
    warning: health === 'ok' ? [] : warning,
    attributes,
  };
}

/** A reading that could not be made (smartctl failed or timed out). */
export function smartReportFailed(label: 'cmderr' | 'timeout', reason: string, ctime: number): SmartReport {
  return { health: label, ctime, warningReason: reason, warning: [], attributes: [] };
}
