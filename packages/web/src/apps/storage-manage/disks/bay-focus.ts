/**
 * The bay the arrow keys move to in the bay picture, or null when the key is not one of them: the
 * picture is one row of bays for the keyboard, Left/Up going back and Right/Down forward, Home and
 * End to the ends; it stops at the ends rather than wrapping round.
 */
export function nextBayIndex(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
