import { z } from 'zod';

/** An external disk's partition (spec 3 §7 External). */
export const zExternalPartition = z.object({
  dev: z.string(),
  /** blkid's type: ext4, btrfs, exfat, vfat, ntfs; null when the partition holds no filesystem. */
  fs: z.string().nullable(),
  label: z.string().nullable(),
  uuid: z.string().nullable(),
  sizeBytes: z.number().int(),
  mounted: z.boolean(),
  /** `<data>/external/<uuid>` while mounted by the device. */
  mountPoint: z.string().nullable(),
});
export type ExternalPartition = z.infer<typeof zExternalPartition>;

export const zExternalDisk = z.object({
  dev: z.string(),
  slot: z.string(),
  /** `sata` / `nvme`: a bay disk an administrator chose to use as external (`/zspool/confirm` extmountdisk). */
  devType: z.enum(['usb', 'esata', 'sata', 'nvme']),
  serial: z.string().nullable(),
  model: z.string().nullable(),
  sizeBytes: z.number().int(),
  partitions: z.array(zExternalPartition),
});
export type ExternalDisk = z.infer<typeof zExternalDisk>;
