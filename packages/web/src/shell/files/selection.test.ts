import { describe, expect, it } from 'vitest';
import {
  clickRow,
  contextRow,
  EMPTY_SELECTION,
  focusOf,
  selectAll,
  sortedIndices,
  stepSelection,
} from './selection';

const plain = { toggle: false, range: false };
const toggle = { toggle: true, range: false };
const range = { toggle: false, range: true };

describe('row selection', () => {
  it('a click selects one row alone', () => {
    const one = clickRow(selectAll(5), 3, plain);
    expect(sortedIndices(one)).toEqual([3]);
    expect(one.anchor).toBe(3);
  });

  it('Ctrl/Cmd+click adds and removes single rows', () => {
    let selection = clickRow(EMPTY_SELECTION, 1, plain);
    selection = clickRow(selection, 4, toggle);
    expect(sortedIndices(selection)).toEqual([1, 4]);
    selection = clickRow(selection, 1, toggle);
    expect(sortedIndices(selection)).toEqual([4]);
  });

  it('Shift+click selects the range from the anchor, in either direction', () => {
    let selection = clickRow(EMPTY_SELECTION, 5, plain);
    selection = clickRow(selection, 2, range);
    expect(sortedIndices(selection)).toEqual([2, 3, 4, 5]);
    // The anchor stays: a second Shift+click replaces the range.
    selection = clickRow(selection, 7, range);
    expect(sortedIndices(selection)).toEqual([5, 6, 7]);
    // Ctrl+Shift adds the range to what was selected.
    selection = clickRow(clickRow(selection, 0, toggle), 1, { toggle: true, range: true });
    expect(sortedIndices(selection)).toEqual([0, 1, 5, 6, 7]);
  });

  it('Shift+click with nothing selected yet selects the one row', () => {
    expect(sortedIndices(clickRow(EMPTY_SELECTION, 3, range))).toEqual([3]);
  });

  it('a right click keeps a selection it falls in, else selects its row', () => {
    const selection = clickRow(clickRow(EMPTY_SELECTION, 1, plain), 2, toggle);
    expect(contextRow(selection, 2)).toBe(selection);
    expect(sortedIndices(contextRow(selection, 4))).toEqual([4]);
  });

  it('Ctrl+A selects every row, loaded or not', () => {
    expect(selectAll(100_000).indices.size).toBe(100_000);
    expect(selectAll(0)).toEqual({ indices: new Set(), anchor: null });
  });

  it('arrow keys move one row and stop at the ends; with Shift they extend', () => {
    let selection = stepSelection(EMPTY_SELECTION, 1, 3, false);
    expect(sortedIndices(selection)).toEqual([0]);
    selection = stepSelection(selection, 1, 3, false);
    selection = stepSelection(selection, 1, 3, false);
    selection = stepSelection(selection, 1, 3, false);
    expect(sortedIndices(selection)).toEqual([2]);
    expect(sortedIndices(stepSelection(EMPTY_SELECTION, -1, 3, false))).toEqual([2]);
    selection = stepSelection(clickRow(EMPTY_SELECTION, 0, plain), 1, 3, true);
    expect(sortedIndices(selection)).toEqual([0, 1]);
    expect(focusOf(selection)).toBe(0);
  });
});
