import { describe, expect, it } from 'vitest';
import type { FileConflict } from '@coffer/contract';
import {
  allChosen,
  chooseAll,
  chooseItem,
  NO_CHOICES,
  renameConfOf,
  skipsEverything,
} from './conflict-choices';

const conflict = (path: string): FileConflict => ({
  path,
  name: path.split('/').pop() ?? path,
  is_dir: false,
  existing: { is_dir: false, size: 1, mtime: 0 },
});
const conflicts = [conflict('/home/a'), conflict('/home/b')];

describe('conflict choices (UPL-06)', () => {
  it('is ready once each conflict has a choice, and sends each one', () => {
    let choices = chooseItem(NO_CHOICES, '/home/a', 'overwrite');
    expect(allChosen(choices, conflicts)).toBe(false);
    choices = chooseItem(choices, '/home/b', 'skip');
    expect(allChosen(choices, conflicts)).toBe(true);
    expect(renameConfOf(choices, conflicts)).toEqual({
      action: 'keep',
      items: { '/home/a': 'overwrite', '/home/b': 'skip' },
    });
  });

  it('apply to all wins over the per-item choices and sends one action', () => {
    const choices = chooseAll(chooseItem(NO_CHOICES, '/home/a', 'overwrite'), 'keep');
    expect(allChosen(choices, conflicts)).toBe(true);
    expect(renameConfOf(choices, conflicts)).toEqual({ action: 'keep', items: {} });
    // Choosing one item again leaves "all".
    expect(chooseItem(choices, '/home/b', 'skip').all).toBeNull();
  });

  it('knows when every source would be skipped', () => {
    expect(skipsEverything({ action: 'skip', items: {} }, conflicts, 2)).toBe(true);
    expect(skipsEverything({ action: 'skip', items: {} }, conflicts, 3)).toBe(false);
    expect(
      skipsEverything({ action: 'keep', items: { '/home/a': 'skip', '/home/b': 'skip' } }, conflicts, 2),
    ).toBe(true);
    expect(
      skipsEverything({ action: 'keep', items: { '/home/a': 'skip', '/home/b': 'keep' } }, conflicts, 2),
    ).toBe(false);
  });
});
