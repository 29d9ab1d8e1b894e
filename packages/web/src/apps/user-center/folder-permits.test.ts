import { Role, type AccountEntry, type PublicDir } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  addRows,
  addableSubjects,
  changed,
  filterRows,
  grantsReaching,
  permitsOf,
  removeRow,
  rowsOf,
  setLevel,
} from './folder-permits';

const account = (over: Partial<AccountEntry>): AccountEntry => ({
  uid: 9,
  username: 'nora',
  nickname: '',
  remark: '',
  mainRole: Role.user,
  disabled: false,
  createdAt: 0,
  groups: [],
  avatar: 0,
  ...over,
});
const DIR: PublicDir = {
  fid: 4,
  name: 'Projects',
  path: '/public/Projects',
  permits: [
    { type: 'user', id: 9, name: 'nora', permission: 0 },
    { type: 'group', id: 3, name: 'Design', permission: 1 },
    { type: 'group', id: 5, name: 'Audit', permission: 2 },
  ],
};
const ACCOUNTS = [
  account({ uid: 1, username: 'owner', mainRole: Role.master }),
  account({ uid: 2, username: 'ops', mainRole: Role.devOps }),
  account({ uid: 9, username: 'nora', groups: [3] }),
  account({ uid: 10, username: 'olga', groups: [5, 3] }),
];
const GROUPS = [
  { id: 3, name: 'Design', createdAt: 0, members: [9, 10] },
  { id: 5, name: 'Audit', createdAt: 0, members: [10] },
  { id: 6, name: 'Sales', createdAt: 0, members: [] },
];

describe('the permit editor rows', () => {
  it('lists groups before users, each by name', () => {
    expect(rowsOf(DIR).map((row) => row.name)).toEqual(['Audit', 'Design', 'nora']);
  });

  it('offers only groups and ordinary users who have no row yet (administrators always read and write)', () => {
    const offered = addableSubjects(rowsOf(DIR), ACCOUNTS, GROUPS);
    expect(offered).toEqual([
      { type: 'group', id: 6, name: 'Sales' },
      { type: 'user', id: 10, name: 'olga' },
    ]);
  });

  it('adds subjects read only, once each, and keeps the order', () => {
    const rows = addRows(rowsOf(DIR), [
      { type: 'user', id: 10, name: 'olga' },
      { type: 'group', id: 3, name: 'Design' },
    ]);
    expect(rows.map((row) => [row.name, row.permission])).toEqual([
      ['Audit', 2],
      ['Design', 1],
      ['nora', 0],
      ['olga', 2],
    ]);
  });

  it('a user and a group with the same id are different rows', () => {
    const rows = addRows([], [{ type: 'group', id: 9, name: 'Nine' }]);
    const both = addRows(rows, [{ type: 'user', id: 9, name: 'nine' }]);
    expect(both).toHaveLength(2);
    expect(setLevel(both, 'user:9', 1).map((row) => row.permission)).toEqual([2, 1]);
  });

  it('sends the edited grants and sees whether anything changed', () => {
    const saved = rowsOf(DIR);
    expect(changed(saved, rowsOf(DIR))).toBe(false);
    const edited = setLevel(saved, 'group:5', 1);
    expect(changed(saved, edited)).toBe(true);
    expect(changed(saved, setLevel(edited, 'group:5', 2))).toBe(false);
    const fewer = removeRow(saved, 'user:9');
    expect(changed(saved, fewer)).toBe(true);
    expect(permitsOf(fewer)).toEqual([
      { type: 'group', id: 5, permission: 2 },
      { type: 'group', id: 3, permission: 1 },
    ]);
  });

  it('searches the rows by name without regard to case', () => {
    expect(filterRows(rowsOf(DIR), ' des').map((row) => row.name)).toEqual(['Design']);
    expect(filterRows(rowsOf(DIR), '')).toHaveLength(3);
  });
});

describe('the grants that reach a user', () => {
  it('are their own grant and those of their groups, and nobody else’s', () => {
    expect(grantsReaching(DIR, ACCOUNTS[2]!).map((row) => [row.name, row.permission])).toEqual([
      ['Design', 1],
      ['nora', 0],
    ]);
    expect(grantsReaching(DIR, ACCOUNTS[3]!).map((row) => row.name)).toEqual(['Audit', 'Design']);
    expect(grantsReaching(DIR, account({ uid: 11, groups: [6] }))).toEqual([]);
  });
});
