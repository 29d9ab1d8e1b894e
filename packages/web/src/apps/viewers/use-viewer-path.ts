import { useLocation } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import { viewerText } from './viewer-text';

addAppTexts('viewers', viewerText);

/** The virtual path a viewer shows: `?path=<encoded virtual path>` (open-viewer.ts). */
export function useViewerPath(): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get('path') ?? '';
}

export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function extensionOf(path: string): string {
  const name = fileNameOf(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
