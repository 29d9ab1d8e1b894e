/** File type codes of spec 1 §3, as the usage report groups bytes by them. */
export const FileType = {
  unknown: 0,
  image: 101,
  video: 102,
  music: 103,
  torrent: 104,
  archive: 106,
  document: 107,
  code: 499,
} as const;
export type FileTypeCode = (typeof FileType)[keyof typeof FileType];

const EXTENSIONS: Record<Exclude<FileTypeCode, 0>, readonly string[]> = {
  101: [
    'jpg',
    'jpeg',
    'png',
    'gif',
    'bmp',
    'webp',
    'heic',
    'heif',
    'tif',
    'tiff',
    'svg',
    'raw',
    'cr2',
    'nef',
    'arw',
    'dng',
    'ico',
  ],
  102: [
    'mp4',
    'mkv',
    'avi',
    'mov',
    'wmv',
    'flv',
    'webm',
    'm4v',
    'mpg',
    'mpeg',
    'ts',
    'm2ts',
    'rmvb',
    'rm',
    '3gp',
    'vob',
  ],
  103: [
    'mp3',
    'flac',
    'wav',
    'aac',
    'ogg',
    'oga',
    'm4a',
    'wma',
    'ape',
    'opus',
    'aiff',
    'alac',
    'mid',
    'midi',
  ],
  104: ['torrent'],
  106: [
    'zip',
    'rar',
    '7z',
    'tar',
    'gz',
    'tgz',
    'bz2',
    'tbz2',
    'xz',
    'txz',
    'zst',
    'lz',
    'lzma',
    'cab',
    'iso',
    'dmg',
  ],
  107: [
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'odt',
    'ods',
    'odp',
    'rtf',
    'txt',
    'md',
    'csv',
    'epub',
    'pages',
    'numbers',
    'key',
    'wps',
  ],
  499: [
    'js',
    'mjs',
    'cjs',
    'ts',
    'tsx',
    'jsx',
    'py',
    'java',
    'c',
    'h',
    'cpp',
    'hpp',
    'cc',
    'cs',
    'go',
    'rs',
    'rb',
    'php',
    'sh',
    'swift',
    'kt',
    'scala',
    'sql',
    'html',
    'css',
    'scss',
    'json',
    'yaml',
    'yml',
    'xml',
    'toml',
    'lua',
    'pl',
    'vue',
  ],
};

const BY_EXTENSION = new Map<string, FileTypeCode>();
for (const [code, extensions] of Object.entries(EXTENSIONS)) {
  for (const extension of extensions) {
    // `ts` is both a video stream and TypeScript; the first listed (video) keeps it.
    if (!BY_EXTENSION.has(extension)) BY_EXTENSION.set(extension, Number(code) as FileTypeCode);
  }
}

/** Split archive parts: `.zip.001`, `.7z.002`, `.r00`, `.z01`, `.part1.rar` (already `.rar`). */
const SPLIT_PART = /\.(?:(?:zip|7z|rar|tar|gz)\.\d{3}|r\d{2}|z\d{2})$/;

/** The spec's file type of a file name, by its extension (case-insensitive); 0 when unknown. */
export function fileTypeOf(name: string): FileTypeCode {
  const lower = name.toLowerCase();
  if (SPLIT_PART.test(lower)) return FileType.archive;
  const dot = lower.lastIndexOf('.');
  if (dot <= 0 || dot === lower.length - 1) return FileType.unknown;
  return BY_EXTENSION.get(lower.slice(dot + 1)) ?? FileType.unknown;
}
