/*
 * Opens a file in its viewer app (player, codeViewer, txtEditor); the real `openViewer` lives in
 * packages/web/src/transfers/open-viewer.ts. Until it lands this answers false (the page then
 * says the file cannot be opened here); switching is this one file.
 */
export type ViewerKind = 'player' | 'codeViewer' | 'txtEditor';

export function openViewer(_kind: ViewerKind, _path: string): boolean {
  return false;
}
