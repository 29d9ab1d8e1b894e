/**
 * Which rows of the open folder are selected, by index in the current listing (rows may not be
 * loaded yet: Ctrl+A selects all of them), and the anchor Shift+click extends from.
 */
export interface Selection {
  indices: ReadonlySet<number>;
  anchor: number | null;
}

export const EMPTY_SELECTION: Selection = { indices: new Set(), anchor: null };

export interface ClickModifiers {
  /** Ctrl on Windows and Linux, Cmd on a Mac: toggles one row. */
  toggle: boolean;
  /** Shift: the range from the anchor. */
  range: boolean;
}

/** A click on a row: alone selects it; with Ctrl/Cmd toggles it; with Shift selects the range. */
export function clickRow(selection: Selection, index: number, modifiers: ClickModifiers): Selection {
  if (modifiers.range && selection.anchor !== null) {
    const from = Math.min(selection.anchor, index);
    const to = Math.max(selection.anchor, index);
    const indices = new Set(modifiers.toggle ? selection.indices : []);
    for (let at = from; at <= to; at += 1) indices.add(at);
    return { indices, anchor: selection.anchor };
  }
  if (modifiers.toggle) {
    const indices = new Set(selection.indices);
    if (indices.has(index)) indices.delete(index);
    else indices.add(index);
    return { indices, anchor: index };
  }
  return { indices: new Set([index]), anchor: index };
}

/** A right click keeps a selection it falls inside, otherwise selects that row alone. */
export function contextRow(selection: Selection, index: number): Selection {
  return selection.indices.has(index) ? selection : { indices: new Set([index]), anchor: index };
}

export function selectAll(total: number): Selection {
  const indices = new Set<number>();
  for (let at = 0; at < total; at += 1) indices.add(at);
  return { indices, anchor: total > 0 ? 0 : null };
}

/** Arrow keys: the next or previous row alone (with Shift: the range from the anchor). */
export function stepSelection(selection: Selection, step: number, total: number, range: boolean): Selection {
  if (total === 0) return EMPTY_SELECTION;
  const last = selection.indices.size === 0 ? -1 : focusOf(selection);
  const next = Math.min(total - 1, Math.max(0, last === -1 && step < 0 ? total - 1 : last + step));
  if (range && selection.anchor !== null) return clickRow(selection, next, { toggle: false, range: true });
  return { indices: new Set([next]), anchor: next };
}

/** The row keys act on: the anchor when selected, else the lowest selected row. */
export function focusOf(selection: Selection): number {
  if (selection.anchor !== null && selection.indices.has(selection.anchor)) return selection.anchor;
  return Math.min(...selection.indices);
}

export function sortedIndices(selection: Selection): number[] {
  return [...selection.indices].sort((a, b) => a - b);
}
