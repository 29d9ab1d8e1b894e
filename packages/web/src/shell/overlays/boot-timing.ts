/** spec 2 §9 (BOOT-DLG-03): the disks-being-prepared dialog offers a restart once open this long. */
export const DISKS_PREPARING_REBOOT_MS = 360_000;

/** spec 2 §9 (BOOT-DLG-04): the post-mount system-prepare dialog closes this long after it is done. */
export const SYSTEM_PREPARED_CLOSE_MS = 3_000;
