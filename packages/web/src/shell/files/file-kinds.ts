import { hasThumbnail, type FileItem } from '@coffer/contract';
import { extensionOf } from './file-paths';

/** FILE-03 type codes. */
export const FTYPE = {
  unknown: 0,
  image: 101,
  video: 102,
  music: 103,
  torrent: 104,
  archive: 106,
  document: 107,
  code: 499,
} as const;

/** Plain text the text editor opens (FILE-03 counts most of them as documents). */
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'log', 'csv', 'ini', 'conf', 'cfg', 'nfo', 'srt', 'lrc']);

/** How an entry opens: a folder is entered, an image previewed, the rest go to a viewer app. */
export type OpenKind = 'folder' | 'image' | 'player' | 'codeViewer' | 'txtEditor' | 'download';

export function openKindOf(item: Pick<FileItem, 'is_dir' | 'ftype' | 'name'>): OpenKind {
  if (item.is_dir) return 'folder';
  switch (item.ftype) {
    case FTYPE.image:
      // Raw camera formats and the like are images the daemon makes no picture of.
      return hasThumbnail(item.name) ? 'image' : 'download';
    case FTYPE.video:
    case FTYPE.music:
      return 'player';
    case FTYPE.code:
      return 'codeViewer';
    default:
      return TEXT_EXTENSIONS.has(extensionOf(item.name)) ? 'txtEditor' : 'download';
  }
}

/** The icon family shown for an entry (file-icon.tsx draws it). */
export type IconKind =
  'folder' | 'image' | 'video' | 'music' | 'torrent' | 'archive' | 'document' | 'code' | 'text' | 'file';

export function iconKindOf(item: Pick<FileItem, 'is_dir' | 'ftype' | 'name'>): IconKind {
  if (item.is_dir) return 'folder';
  switch (item.ftype) {
    case FTYPE.image:
      return 'image';
    case FTYPE.video:
      return 'video';
    case FTYPE.music:
      return 'music';
    case FTYPE.torrent:
      return 'torrent';
    case FTYPE.archive:
      return 'archive';
    case FTYPE.code:
      return 'code';
    case FTYPE.document:
      return TEXT_EXTENSIONS.has(extensionOf(item.name)) ? 'text' : 'document';
    default:
      return TEXT_EXTENSIONS.has(extensionOf(item.name)) ? 'text' : 'file';
  }
}
