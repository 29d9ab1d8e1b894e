/**
 * FILE-03: the type code of a file, from its name's extension alone (the listing reads no content).
 * Folders are 0; a name without a known extension is 0 (unknown).
 */
export const FILE_TYPE = {
  unknown: 0,
  image: 101,
  video: 102,
  music: 103,
  torrent: 104,
  archive: 106,
  document: 107,
  code: 499,
} as const;
export type FileTypeCode = (typeof FILE_TYPE)[keyof typeof FILE_TYPE];

function words(text: string): string[] {
  return text.split(' ');
}

const EXTENSIONS: Readonly<Record<Exclude<FileTypeCode, 0>, readonly string[]>> = {
  [FILE_TYPE.image]: words(
    'jpg jpeg jpe jfif png gif bmp webp heic heif avif tif tiff svg ico psd raw dng cr2 cr3 ' +
      'nef arw orf rw2 raf',
  ),
  [FILE_TYPE.video]: words('mp4 m4v mkv mov avi wmv flv webm mpg mpeg ts m2ts mts 3gp rm rmvb vob ogv'),
  [FILE_TYPE.music]: words('mp3 flac wav aac m4a ogg oga opus wma ape alac aiff aif mid midi dsf dff'),
  [FILE_TYPE.torrent]: words('torrent'),
  [FILE_TYPE.archive]: words(
    'zip rar 7z tar gz tgz bz2 tbz tbz2 xz txz zst lz lzma z cab iso dmg jar apk deb rpm',
  ),
  [FILE_TYPE.document]: words(
    'pdf doc docx xls xlsx ppt pptx odt ods odp rtf txt md csv epub mobi pages numbers key ' +
      'wps et dps log',
  ),
  [FILE_TYPE.code]: words(
    'js mjs cjs jsx tsx json html htm css scss less vue py java kt c h cc cpp hpp cs go rs rb ' +
      'php sh bash zsh ps1 bat sql xml yaml yml toml ini conf swift lua pl r scala dart ipynb',
  ),
};

const BY_EXTENSION: ReadonlyMap<string, FileTypeCode> = new Map(
  Object.entries(EXTENSIONS).flatMap(([code, extensions]) =>
    extensions.map((extension) => [extension, Number(code) as FileTypeCode] as const),
  ),
);

/** Split archives: `.zip.001`, `.7z.002`, `.r00`, `.z01`, `.part1.rar` (caught by `.rar`). */
const SPLIT_ARCHIVE = /\.(?:(?:zip|7z|rar|tar|gz|xz|bz2)\.\d{3}|r\d{2}|z\d{2})$/;

/**
 * The FILE-03 code of a file name. `.ts` counts as video (MPEG transport streams are what a NAS
 * holds far more often than TypeScript sources); a name starting with a dot and no other dot
 * (`.bashrc`) has no extension.
 */
export function fileTypeCode(name: string): FileTypeCode {
  const lower = name.toLowerCase();
  if (SPLIT_ARCHIVE.test(lower)) return FILE_TYPE.archive;
  const dot = lower.lastIndexOf('.');
  if (dot <= 0 || dot === lower.length - 1) return FILE_TYPE.unknown;
  return BY_EXTENSION.get(lower.slice(dot + 1)) ?? FILE_TYPE.unknown;
}
