import {
  Role,
  type AccountEntry,
  type GroupEntry,
  type PublicDir,
  type PublicPermit,
} from '@coffer/contract';

/** A grant as the contract stores it (FILE-04): 0 none, 1 read-write, 2 read only. */
export type FolderLevel = PublicPermit['permission'];
export type SubjectType = PublicPermit['type'];

/** The editor's choices, from least to most: none, read only, read-write. */
export const FOLDER_LEVELS: readonly FolderLevel[] = [0, 2, 1];

const LEVEL_KEYS = { 0: 'none', 1: 'readWrite', 2: 'readOnly' } as const;
export type LevelKey = (typeof LEVEL_KEYS)[FolderLevel];

export function levelKey(level: number): LevelKey {
  return LEVEL_KEYS[level as FolderLevel] ?? 'none';
}

/** One row of the permit editor: who, and the grant being edited. */
export interface PermitRow {
  type: SubjectType;
  id: number;
  name: string;
  permission: FolderLevel;
}

export const subjectKey = (row: { type: SubjectType; id: number }) => `${row.type}:${row.id}`;

/** Groups first, then users, each by name: the order the editor lists its rows in. */
export function sortRows(rows: readonly PermitRow[]): PermitRow[] {
  return [...rows].sort((a, b) =>
    a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'group' ? -1 : 1,
  );
}

/** The editor's starting rows: the folder's saved permits. */
export function rowsOf(dir: PublicDir): PermitRow[] {
  return sortRows(dir.permits.map(({ type, id, name, permission }) => ({ type, id, name, permission })));
}

/**
 * Who may still be added to a folder's permits: every group and every ordinary user without a row.
 * Administrators are left out: they manage every group folder and always read and write it.
 */
export function addableSubjects(
  rows: readonly PermitRow[],
  accounts: readonly AccountEntry[],
  groups: readonly GroupEntry[],
): { type: SubjectType; id: number; name: string }[] {
  const taken = new Set(rows.map(subjectKey));
  const candidates = [
    ...groups.map((group) => ({ type: 'group' as const, id: group.id, name: group.name })),
    ...accounts
      .filter((entry) => entry.mainRole === Role.user)
      .map((entry) => ({ type: 'user' as const, id: entry.uid, name: entry.username })),
  ];
  return candidates.filter((candidate) => !taken.has(subjectKey(candidate)));
}

/** Adds subjects with a starting grant (read only: the least that lets them see the folder). */
export function addRows(
  rows: readonly PermitRow[],
  subjects: readonly { type: SubjectType; id: number; name: string }[],
  permission: FolderLevel = 2,
): PermitRow[] {
  const taken = new Set(rows.map(subjectKey));
  const added = subjects.filter((subject) => !taken.has(subjectKey(subject)));
  return sortRows([...rows, ...added.map((subject) => ({ ...subject, permission }))]);
}

export function setLevel(rows: readonly PermitRow[], key: string, permission: FolderLevel): PermitRow[] {
  return rows.map((row) => (subjectKey(row) === key ? { ...row, permission } : row));
}

export function removeRow(rows: readonly PermitRow[], key: string): PermitRow[] {
  return rows.filter((row) => subjectKey(row) !== key);
}

/** What the save call sends. */
export function permitsOf(rows: readonly PermitRow[]): PublicPermit[] {
  return rows.map(({ type, id, permission }) => ({ type, id, permission }));
}

/** Whether the edited rows differ from what is saved (the save button waits for a change). */
export function changed(saved: readonly PermitRow[], edited: readonly PermitRow[]): boolean {
  if (saved.length !== edited.length) return true;
  const before = new Map(saved.map((row) => [subjectKey(row), row.permission]));
  return edited.some((row) => before.get(subjectKey(row)) !== row.permission);
}

/** Rows whose name holds the search text (case-insensitive). */
export function filterRows(rows: readonly PermitRow[], query: string): PermitRow[] {
  const needle = query.trim().toLowerCase();
  return needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : [...rows];
}

/**
 * The grants on one folder that reach a user: their own and their groups'. Shown beside the
 * daemon's answer so an administrator sees where an effective permission comes from; the answer
 * itself is the daemon's (`get_user_permit`), never worked out here.
 */
export function grantsReaching(dir: PublicDir, account: AccountEntry): PermitRow[] {
  return sortRows(
    dir.permits
      .filter((permit) =>
        permit.type === 'user' ? permit.id === account.uid : account.groups.includes(permit.id),
      )
      .map(({ type, id, name, permission }) => ({ type, id, name, permission })),
  );
}
