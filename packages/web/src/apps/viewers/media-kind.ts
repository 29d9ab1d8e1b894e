import { fileDownload } from '@coffer/contract/calls/transfers';
import { extensionOf } from './use-viewer-path';

const AUDIO = new Set([
  'mp3',
  'm4a',
  'aac',
  'flac',
  'wav',
  'ogg',
  'oga',
  'opus',
  'weba',
  'wma',
  'ape',
  'aiff',
]);
const VIDEO = new Set([
  'mp4',
  'm4v',
  'webm',
  'mkv',
  'mov',
  'ogv',
  'avi',
  'wmv',
  'flv',
  'ts',
  'm2ts',
  '3gp',
  'mpg',
  'mpeg',
]);

export function mediaKindOf(path: string): 'audio' | 'video' | null {
  const extension = extensionOf(path);
  if (AUDIO.has(extension)) return 'audio';
  if (VIDEO.has(extension)) return 'video';
  return null;
}

/** FILE-10's download address; the session cookie authenticates it and the daemon answers Range. */
export function streamUrlOf(path: string): string {
  return `${fileDownload.path}?webagent=v2&request_purpose=5&path=${encodeURIComponent(path)}`;
}
