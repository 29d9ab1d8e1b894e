import type { BayDevType } from './bay-layout.js';

/**
 * SMART fixtures for virtual disks, in the shape `smartctl -j -a` (smartmontools 7.3) prints: a loop
 * device has no SMART, so the engine reads `<data>/bays/smart/<serial>.json` instead and reports
 * `notsupported` when there is none.
 */
export type SmartHealth = 'healthy' | 'warning' | 'failing';

export interface SmartFixtureDisk {
  serial: string;
  model: string;
  sizeBytes: number;
  devType: BayDevType;
  /** The block device the disk is on now; the engine reads by serial, so this is informative. */
  deviceName: string;
}

/** smartctl's exit-status bits (smartctl(8), "RETURN VALUES"). */
const EXIT = { diskFailing: 1 << 3, prefailBelowThreshold: 1 << 4, errorLogHasErrors: 1 << 6 } as const;
const POWER_ON_HOURS = 8760;
/** A cool disk's temperature, and a hot one's (`bay fail --mode hot`): above the 60 °C and 85 °C alert limits. */
const TEMPERATURE = { ata: { cool: 36, hot: 70 }, nvme: { cool: 38, hot: 90 } } as const;
const POWER_CYCLES = 112;

interface AtaAttribute {
  id: number;
  name: string;
  value: number;
  worst: number;
  thresh: number;
  flags: number;
  raw: number;
  rawString?: string;
}

const ATA_FLAG_LETTERS = ['P', 'O', 'S', 'R', 'C', 'K'] as const;

function ataAttribute(attribute: AtaAttribute) {
  const flag = (bit: number) => (attribute.flags & (1 << bit)) !== 0;
  return {
    id: attribute.id,
    name: attribute.name,
    value: attribute.value,
    worst: attribute.worst,
    thresh: attribute.thresh,
    when_failed: attribute.thresh > 0 && attribute.value <= attribute.thresh ? 'FAILING_NOW' : '',
    flags: {
      value: attribute.flags,
      string: `${ATA_FLAG_LETTERS.map((letter, bit) => (flag(bit) ? letter : '-')).join('')} `,
      prefailure: flag(0),
      updated_online: flag(1),
      performance: flag(2),
      error_rate: flag(3),
      event_count: flag(4),
      auto_keep: flag(5),
    },
    raw: { value: attribute.raw, string: attribute.rawString ?? String(attribute.raw) },
  };
}

/** Per health: reallocated, pending and uncorrectable sectors, the counters a NAS watches. */
const ATA_SECTORS: Record<
  SmartHealth,
  { reallocated: number; realloc: number; pending: number; errors: number }
> = {
  healthy: { reallocated: 0, realloc: 200, pending: 0, errors: 0 },
  warning: { reallocated: 24, realloc: 197, pending: 8, errors: 3 },
  failing: { reallocated: 1656, realloc: 100, pending: 312, errors: 41 },
};

function ataFixture(disk: SmartFixtureDisk, health: SmartHealth, hot: boolean) {
  const sectors = ATA_SECTORS[health];
  const temperature = hot ? TEMPERATURE.ata.hot : TEMPERATURE.ata.cool;
  const table: AtaAttribute[] = [
    { id: 1, name: 'Raw_Read_Error_Rate', value: 200, worst: 200, thresh: 51, flags: 0x2f, raw: 0 },
    { id: 3, name: 'Spin_Up_Time', value: 175, worst: 172, thresh: 21, flags: 0x27, raw: 4233 },
    { id: 4, name: 'Start_Stop_Count', value: 100, worst: 100, thresh: 0, flags: 0x32, raw: POWER_CYCLES },
    {
      id: 5,
      name: 'Reallocated_Sector_Ct',
      value: sectors.realloc,
      worst: sectors.realloc,
      thresh: 140,
      flags: 0x33,
      raw: sectors.reallocated,
    },
    { id: 7, name: 'Seek_Error_Rate', value: 200, worst: 200, thresh: 0, flags: 0x2e, raw: 0 },
    { id: 9, name: 'Power_On_Hours', value: 89, worst: 89, thresh: 0, flags: 0x32, raw: POWER_ON_HOURS },
    { id: 10, name: 'Spin_Retry_Count', value: 100, worst: 253, thresh: 0, flags: 0x32, raw: 0 },
    { id: 12, name: 'Power_Cycle_Count', value: 100, worst: 100, thresh: 0, flags: 0x32, raw: POWER_CYCLES },
    {
      id: 194,
      name: 'Temperature_Celsius',
      value: 114,
      worst: 105,
      thresh: 0,
      flags: 0x22,
      raw: temperature,
      rawString: `${temperature} (Min/Max 21/${Math.max(45, temperature)})`,
    },
    {
      id: 196,
      name: 'Reallocated_Event_Count',
      value: 200 - Math.min(sectors.reallocated, 100),
      worst: 200 - Math.min(sectors.reallocated, 100),
      thresh: 0,
      flags: 0x32,
      raw: sectors.reallocated,
    },
    {
      id: 197,
      name: 'Current_Pending_Sector',
      value: 200,
      worst: 200,
      thresh: 0,
      flags: 0x32,
      raw: sectors.pending,
    },
    {
      id: 198,
      name: 'Offline_Uncorrectable',
      value: 100,
      worst: 253,
      thresh: 0,
      flags: 0x30,
      raw: sectors.pending,
    },
    { id: 199, name: 'UDMA_CRC_Error_Count', value: 200, worst: 200, thresh: 0, flags: 0x32, raw: 0 },
  ];
  const failing = health === 'failing';
  const exitStatus =
    (failing ? EXIT.diskFailing | EXIT.prefailBelowThreshold : 0) |
    (sectors.errors > 0 ? EXIT.errorLogHasErrors : 0);
  return {
    ...header(disk, exitStatus),
    device: { name: disk.deviceName, info_name: `${disk.deviceName} [SAT]`, type: 'sat', protocol: 'ATA' },
    model_name: disk.model,
    serial_number: disk.serial,
    firmware_version: 'CV01',
    user_capacity: { blocks: Math.floor(disk.sizeBytes / 512), bytes: disk.sizeBytes },
    logical_block_size: 512,
    physical_block_size: 4096,
    rotation_rate: 7200,
    smart_support: { available: true, enabled: true },
    smart_status: { passed: !failing },
    ata_smart_attributes: { revision: 16, table: table.map(ataAttribute) },
    power_on_time: { hours: POWER_ON_HOURS },
    power_cycle_count: POWER_CYCLES,
    temperature: { current: temperature },
    ata_smart_error_log: { summary: { revision: 1, count: sectors.errors } },
  };
}

/** NVMe critical_warning bits: spare below threshold (0), reliability degraded (2). */
const NVME_HEALTH: Record<
  SmartHealth,
  { criticalWarning: number; spare: number; used: number; mediaErrors: number; errorLog: number }
> = {
  healthy: { criticalWarning: 0, spare: 100, used: 3, mediaErrors: 0, errorLog: 0 },
  warning: { criticalWarning: 0, spare: 20, used: 91, mediaErrors: 2, errorLog: 14 },
  failing: { criticalWarning: 0b101, spare: 4, used: 100, mediaErrors: 117, errorLog: 388 },
};

function nvmeFixture(disk: SmartFixtureDisk, health: SmartHealth, hot: boolean) {
  const log = NVME_HEALTH[health];
  const temperature = hot ? TEMPERATURE.nvme.hot : TEMPERATURE.nvme.cool;
  const failing = health === 'failing';
  return {
    ...header(disk, failing ? EXIT.diskFailing : 0),
    device: { name: disk.deviceName, info_name: disk.deviceName, type: 'nvme', protocol: 'NVMe' },
    model_name: disk.model,
    serial_number: disk.serial,
    firmware_version: 'CV01',
    nvme_total_capacity: disk.sizeBytes,
    user_capacity: { blocks: Math.floor(disk.sizeBytes / 512), bytes: disk.sizeBytes },
    logical_block_size: 512,
    smart_support: { available: true, enabled: true },
    smart_status: { passed: !failing, nvme: { value: log.criticalWarning } },
    nvme_smart_health_information_log: {
      critical_warning: log.criticalWarning,
      temperature,
      available_spare: log.spare,
      available_spare_threshold: 10,
      percentage_used: log.used,
      data_units_read: 48_213_077,
      data_units_written: 61_950_342,
      host_reads: 702_114_985,
      host_writes: 1_190_442_071,
      controller_busy_time: 2_107,
      power_cycles: POWER_CYCLES,
      power_on_hours: POWER_ON_HOURS,
      unsafe_shutdowns: 9,
      media_errors: log.mediaErrors,
      num_err_log_entries: log.errorLog,
      warning_temp_time: 0,
      critical_comp_time: 0,
    },
    temperature: { current: temperature },
    power_cycle_count: POWER_CYCLES,
    power_on_time: { hours: POWER_ON_HOURS },
  };
}

function header(disk: SmartFixtureDisk, exitStatus: number) {
  return {
    json_format_version: [1, 0],
    smartctl: {
      version: [7, 3],
      svn_revision: '5338',
      platform_info: 'x86_64-linux',
      build_info: '(local build)',
      argv: ['smartctl', '-j', '-a', disk.deviceName],
      exit_status: exitStatus,
    },
  };
}

export function buildSmartFixture(
  disk: SmartFixtureDisk,
  health: SmartHealth,
  hot = false,
): Record<string, unknown> {
  return disk.devType === 'nvme' ? nvmeFixture(disk, health, hot) : ataFixture(disk, health, hot);
}
