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

/**
 * STOR-POOL-11 and DECISIONS "Storage": the bays of the default model, counted per `dev_type`
 * (`pos` runs from 1 to the count within each kind): 8 SATA bays, 4 M.2 slots, an eSATA enclosure
 * of 4 bays, and 2 USB ports for external disks.
 */
export const BAY_SLOTS = { sata: 8, nvme: 4, esata: 4, usb: 2 } as const;
