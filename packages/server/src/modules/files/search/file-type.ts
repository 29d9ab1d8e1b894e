import { extname } from 'node:path';

/** FILE-03 type codes by extension; the extension lists are Coffer's (the spec leaves them open). */
const TYPES: readonly [number, readonly string[]][] = [
  [101, ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'heic', 'heif', 'tif', 'tiff', 'svg', 'ico', 'raw']],
  [102, ['mp4', 'mkv', 'avi', 'mov', 'wmv', 'flv', 'webm', 'm4v', 'ts', 'rmvb', '3gp', 'mpg', 'mpeg']],
  [103, ['mp3', 'flac', 'wav', 'aac', 'ogg', 'm4a', 'wma', 'ape', 'opus']],
  [104, ['torrent']],
  [106, ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz', 'zst', 'iso']],
  [107, ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'md', 'rtf', 'odt', 'ods', 'csv']],
  [
    499,
    [
      'js',
      'ts',
      'tsx',
      'jsx',
      'py',
      'go',
      'rs',
      'c',
      'h',
      'cpp',
      'java',
      'sh',
      'json',
      'yaml',
      'yml',
      'xml',
      'html',
      'css',
      'sql',
    ],
  ],
];
const BY_EXTENSION = new Map(TYPES.flatMap(([code, list]) => list.map((ext) => [ext, code] as const)));
const ARCHIVE = 106;

/** FILE-03: the type code of a file name; split archive parts (`.zip.001`) count as archives. */
export function fileTypeOf(name: string, isDir: boolean): number {
  if (isDir) return 0;
  const lower = name.toLowerCase();
  if (/\.(zip|rar|7z)\.\d{3}$/.test(lower)) return ARCHIVE;
  return BY_EXTENSION.get(extname(lower).slice(1)) ?? 0;
}
