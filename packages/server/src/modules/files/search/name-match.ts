/**
 * The name test of a search: case-insensitive substring, both sides NFC-normalised so a decomposed
 * `é` on disk matches a composed one typed in the page.
 */
export function nameMatcher(keyword: string): (name: string) => boolean {
  const wanted = keyword.normalize('NFC').toLowerCase();
  return (name) => name.normalize('NFC').toLowerCase().includes(wanted);
}

/** A dot-file or dot-folder, which a search skips unless hidden entries are asked for. */
export function isHidden(name: string): boolean {
  return name.startsWith('.');
}
