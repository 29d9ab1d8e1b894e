/** Limits of the storage spec (spec 3 §5, §9; DECISIONS "Storage"), used by the daemon and the page. */

/** STOR-POOL-06: disks of SATA and eSATA pools. The spec's "22T" is text in a message, not the check. */
export const POOL_DISK_SIZE = {
  min: 107_374_182_400,
  max: 0x640000000000,
} as const;

/**
 * M.2 SSDs are sold in decimal gigabytes, so the 32 GB minimum of SSD pools is 32 × 10⁹ bytes: a
 * "32 GB" drive holds about 29.8 GiB and must still qualify.
 */
export const SSD_DISK_MIN_SIZE = 32_000_000_000;

/**
 * The disks each kind of pool is built from (DECISIONS "Disk limits per pool kind"): SATA pools take
 * SATA and eSATA disks, SSD pools NVMe only, eSATA pools eSATA only (STOR-POOL-12).
 */
export const POOL_DISK_TYPES = {
  protsata: ['sata', 'esata'],
  protnvme: ['nvme'],
  protesata: ['esata'],
} as const satisfies Record<'protsata' | 'protnvme' | 'protesata', readonly string[]>;

/** Pool and cache-pool names; the spec leaves the rule to the server (STOR-POOL-07). */
export const POOL_NAME = {
  maxLength: 32,
  /** Default names take the first unused number after these prefixes. */
  defaultPrefix: { sata: 'SATA', ssd: 'SSD', ssdCache: 'SSD缓存' },
} as const;

/** STOR-ENC-02 */
export const POOL_ENCRYPTION = {
  passwordLength: 8,
  hintMaxLength: 25,
} as const;
