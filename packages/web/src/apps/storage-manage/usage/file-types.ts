import type { TFunction } from '../../../i18n/i18n';

/** Spec 1 §3's file type codes, as usage reports group bytes by them. */
const FILE_TYPE_KEYS = {
  101: 'image',
  102: 'video',
  103: 'music',
  104: 'torrent',
  106: 'archive',
  107: 'document',
  499: 'code',
  0: 'unknown',
} as const;

export type FileTypeKey = (typeof FILE_TYPE_KEYS)[keyof typeof FILE_TYPE_KEYS];

/** The text key of a file type code; a code the page does not know reads as unknown. */
export function fileTypeKey(code: number): FileTypeKey {
  return (FILE_TYPE_KEYS as Record<number, FileTypeKey | undefined>)[code] ?? 'unknown';
}

export function fileTypeName(code: number, t: TFunction): string {
  return t(`storage.usage.fileType.${fileTypeKey(code)}`);
}

/** One colour per type, the same in every chart and table of the reports. */
const FILE_TYPE_COLOURS: Record<FileTypeKey, string> = {
  image: '#2f80c8',
  video: '#1f6f5c',
  music: '#d08a1e',
  torrent: '#8a5cc2',
  archive: '#c2543a',
  document: '#3aa38a',
  code: '#5b6b8c',
  unknown: '#a8b3b0',
};

export function fileTypeColour(code: number): string {
  return FILE_TYPE_COLOURS[fileTypeKey(code)];
}
