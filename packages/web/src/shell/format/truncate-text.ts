/** GEN-16: names are cut to 30 width units by default. */
export const NAME_WIDTH = 30;

/** GEN-16: an ASCII character is one unit wide, any other (CJK, emoji, '…') two. */
function charWidth(char: string): number {
  return (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Cuts `text` so that it and the ellipsis fit in `maxWidth` units. Counts code points, so a
 * surrogate pair (an emoji) is never split in half.
 */
export function truncateByWidth(text: string, maxWidth: number, ellipsis = '...'): string {
  if (textWidth(text) <= maxWidth) return text;
  const room = maxWidth - textWidth(ellipsis);
  if (room <= 0) return ellipsis.slice(0, Math.max(0, maxWidth));
  let width = 0;
  let kept = '';
  for (const char of text) {
    const next = width + charWidth(char);
    if (next > room) break;
    width = next;
    kept += char;
  }
  return kept + ellipsis;
}

/** GEN-16: the default cut of a file, user or device name. */
export function truncateName(name: string, maxWidth: number = NAME_WIDTH): string {
  return truncateByWidth(name, maxWidth);
}
