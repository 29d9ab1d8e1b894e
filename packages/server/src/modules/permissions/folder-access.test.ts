import { describe, expect, it } from 'vitest';
import { folderAccess, type FolderGrant } from './folder-access.js';

const NONE = 0;
const RW = 1;
const RO = 2;

describe('folderAccess', () => {
  it.each<[string, FolderGrant | undefined, FolderGrant[], FolderGrant]>([
    ['no grant at all', undefined, [], NONE],
    ['the user read only', RO, [], RO],
    ['the user read-write', RW, [], RW],
    ['one group read only', undefined, [RO], RO],
    ['one group read-write', undefined, [RW], RW],
    ['groups disagree: the most permissive wins', undefined, [RO, RW, NONE], RW],
    ['a group none beside a group read only', undefined, [NONE, RO], RO],
    ['only groups of none', undefined, [NONE, NONE], NONE],
    ['the user read only, a group read-write: read-write', RO, [RW], RW],
    ['the user read-write, a group read only: read-write', RW, [RO], RW],
    ['the user read only, a group none: read only', RO, [NONE], RO],
    ['an explicit none on the user wins over a read-write group', NONE, [RW], NONE],
    ['an explicit none on the user wins over every group', NONE, [RO, RW], NONE],
    ['an explicit none and no group', NONE, [], NONE],
  ])('%s', (_case, user, groups, expected) => {
    expect(folderAccess(user, groups)).toBe(expected);
  });
});
