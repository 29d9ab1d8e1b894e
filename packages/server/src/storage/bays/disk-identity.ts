import { randomInt } from 'node:crypto';
import { BayError } from './bay-error.js';
import type { BayDevType } from './bay-layout.js';
import { formatDiskSize } from './disk-size.js';

/** ATA IDENTIFY holds 20 characters of serial number and 40 of model name. */
const SERIAL_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
const MODEL_PATTERN = /^[\x20-\x7e]{1,40}$/;

const MODEL_KIND: Record<BayDevType, string> = {
  sata: 'HDD',
  esata: 'HDD',
  nvme: 'NVMe SSD',
  usb: 'USB Disk',
};

/** A serial number like a drive's: "CVD" and nine digits, unused by any disk the bays know. */
export function generateSerial(
  taken: ReadonlySet<string>,
  digits: () => number = () => randomInt(1e9),
): string {
  for (;;) {
    const serial = `CVD${String(digits()).padStart(9, '0')}`;
    if (!taken.has(serial)) return serial;
  }
}

export function defaultModel(devType: BayDevType, sizeBytes: number): string {
  return `Coffer Virtual ${MODEL_KIND[devType]} ${formatDiskSize(sizeBytes)}`;
}

/** The serial names the disk's files (`images/<serial>.img`), so it must be a plain file-name word. */
export function checkSerial(serial: string, taken: ReadonlySet<string>): string {
  if (!SERIAL_PATTERN.test(serial)) throw new BayError('C103007');
  if (taken.has(serial)) throw new BayError('C103008', { serial });
  return serial;
}

export function checkModel(model: string): string {
  if (!MODEL_PATTERN.test(model) || model.trim() !== model) throw new BayError('C103009');
  return model;
}
