import type { ServiceMapping } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { dlnaConfigProblem } from './dlna-config-check.js';

const MAPPINGS: ServiceMapping[] = [
  { id: 1, name: 'home', path: '/home', kind: 'home', fid: null, exported: true },
  { id: 2, name: 'Films', path: '/public/Films', kind: 'group', fid: 7, exported: true },
  { id: 3, name: 'Music', path: '/public/Music', kind: 'group', fid: 8, exported: false },
];

describe('DLNA configuration check', () => {
  it.each([
    [{ folders: [] }, null],
    [{ folders: [2, 3] }, null],
    [{ folders: [1] }, "folders: home is everyone's own folder, not a group folder"],
    [{ folders: [2, 99] }, 'folders: no shared folder 99'],
    [{ folders: [2, 2] }, 'folders: a folder is listed twice'],
    [{ friendlyName: 'two\nlines' }, 'friendlyName: control characters are not allowed'],
  ])('%j -> %s', (change, problem) => {
    const config = { port: 8200, friendlyName: 'Coffer', folders: [], ...change };
    expect(dlnaConfigProblem(config, MAPPINGS)).toBe(problem);
  });

  it('lets a chosen folder deleted since stay in the list, and no other unknown one', () => {
    const config = { port: 8200, friendlyName: 'Renamed', folders: [2, 5] };
    expect(dlnaConfigProblem(config, MAPPINGS, [2, 5])).toBeNull();
    expect(dlnaConfigProblem({ ...config, folders: [2, 5, 6] }, MAPPINGS, [2, 5])).toBe(
      'folders: no shared folder 6',
    );
  });
});
