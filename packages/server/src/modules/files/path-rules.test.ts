import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { checkNewName, isSystemName, splitVirtualPath } from './path-rules.js';

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return (error as { code?: unknown }).code;
  }
  return undefined;
}

describe('names Coffer keeps for itself', () => {
  it('are recognised in any case', () => {
    expect(isSystemName('.coffer-part-3-a.txt')).toBe(true);
    expect(isSystemName('.Coffer-old-1-b')).toBe(true);
    expect(isSystemName('coffer.txt')).toBe(false);
    expect(isSystemName('.config')).toBe(false);
  });

  it('cannot be reached by a virtual path nor given to a new entry', () => {
    expect(codeOf(() => splitVirtualPath('/home/docs/.coffer-part-1-x'))).toBe(Code.fileOutsideRoots);
    expect(codeOf(() => checkNewName('.coffer-old-1'))).toBe(Code.fileNameInvalid);
    expect(splitVirtualPath('/home/docs/.config')).toEqual(['home', 'docs', '.config']);
    expect(checkNewName('.config')).toBe('.config');
  });
});
