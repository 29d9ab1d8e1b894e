import type { ConflictAction, FileConflict } from '@coffer/contract';

/** What the person chose in the conflict dialog so far. */
export interface ConflictChoices {
  /** Per source path. */
  items: Readonly<Record<string, ConflictAction>>;
  /** "Apply to all": one choice for every conflict, over the per-item ones. */
  all: ConflictAction | null;
}

export const NO_CHOICES: ConflictChoices = { items: {}, all: null };

export function chooseItem(choices: ConflictChoices, path: string, action: ConflictAction): ConflictChoices {
  return { items: { ...choices.items, [path]: action }, all: null };
}

export function chooseAll(choices: ConflictChoices, action: ConflictAction | null): ConflictChoices {
  return { ...choices, all: action };
}

export function choiceOf(choices: ConflictChoices, path: string): ConflictAction | undefined {
  return choices.all ?? choices.items[path];
}

/** The dialog can go on once every conflicting item has a choice. */
export function allChosen(choices: ConflictChoices, conflicts: readonly FileConflict[]): boolean {
  return conflicts.every((conflict) => choiceOf(choices, conflict.path) !== undefined);
}

/** `renameConf` of the transfer: one action for all, or each item's own (UPL-06). */
export function renameConfOf(
  choices: ConflictChoices,
  conflicts: readonly FileConflict[],
): { action: ConflictAction; items: Record<string, ConflictAction> } {
  if (choices.all) return { action: choices.all, items: {} };
  const items: Record<string, ConflictAction> = {};
  for (const conflict of conflicts) items[conflict.path] = choices.items[conflict.path] ?? 'keep';
  return { action: 'keep', items };
}

/** True when nothing would be moved or copied: every source conflicts and each is skipped. */
export function skipsEverything(
  conf: { action: ConflictAction; items: Readonly<Record<string, ConflictAction>> },
  conflicts: readonly FileConflict[],
  sourceCount: number,
): boolean {
  return (
    conflicts.length === sourceCount &&
    conflicts.every((conflict) => (conf.items[conflict.path] ?? conf.action) === 'skip')
  );
}
