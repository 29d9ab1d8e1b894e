/**
 * The n-th "keep both" name of `name`: `report (1).pdf`, `photos (2)`, `.bashrc (1)`,
 * `archive.tar (1).gz` (the number goes before the last extension, as file managers do). A name
 * that would pass NAME_MAX bytes is shortened before the number.
 */
export function keepBothName(name: string, n: number, maxBytes = 255): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const extension = hasExtension ? name.slice(dot) : '';
  let stem = hasExtension ? name.slice(0, dot) : name;
  const suffix = ` (${n})${extension}`;
  while (stem.length > 1 && Buffer.byteLength(stem + suffix, 'utf8') > maxBytes) {
    stem = Array.from(stem).slice(0, -1).join('');
  }
  return stem + suffix;
}
