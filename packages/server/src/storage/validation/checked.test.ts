import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { BayError } from '../bays/bay-error.js';
import { StorageError } from '../storage-error.js';
import { accepted, planOf, problemOfRefusal, problemsOf, refused, wholeRequest } from './checked.js';
import { problem } from './storage-problem.js';

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('one check for exec and verify', () => {
  it('gives exec the plan and verify no problem when the request is accepted', () => {
    const checked = accepted({ disks: ['a'] });
    expect(planOf(checked)).toEqual({ disks: ['a'] });
    expect(problemsOf(checked)).toEqual([]);
  });

  it('gives verify every problem, and exec the refusal with all of them', () => {
    const problems = [problem('sys', Code.disksNeeded, { n: 1 }), problem('name', Code.poolNameTaken)];
    const checked = refused(problems);
    expect(problemsOf(checked)).toEqual(problems);
    const error = thrown(() => planOf(checked)) as StorageError;
    expect(error).toBeInstanceOf(StorageError);
    expect([error.code, error.params, error.problems]).toEqual([Code.disksNeeded, { n: 1 }, problems]);
  });

  it('answers a lone refusal of the whole request as its plain code, as exec always did', () => {
    const checked = refused([wholeRequest(Code.repairNeedsMount)]);
    expect(problemsOf(checked)).toEqual([{ field: '', code: Code.repairNeedsMount }]);
    const error = thrown(() => planOf(checked)) as StorageError;
    expect([error.code, error.problems]).toEqual([Code.repairNeedsMount, []]);
  });

  it('keeps every problem when a whole-request refusal comes with field problems', () => {
    const problems = [wholeRequest(Code.noPoolAvailable), problem('sys.0', Code.diskNotFound, { disk: 'x' })];
    expect((thrown(() => planOf(refused(problems))) as StorageError).problems).toEqual(problems);
  });

  it('turns the refusals of a check’s steps into whole-request problems, and nothing else', () => {
    expect(problemOfRefusal(new StorageError(Code.memberNotInFilesystem, { disk: 'a' }))).toEqual({
      field: '',
      code: Code.memberNotInFilesystem,
      params: { disk: 'a' },
    });
    expect(problemOfRefusal(new BayError(Code.notBayDevice, { device: '/dev/sda' }))).toEqual({
      field: '',
      code: Code.notBayDevice,
      params: { device: '/dev/sda' },
    });
    const unexpected = new Error('EIO');
    expect(thrown(() => problemOfRefusal(unexpected))).toBe(unexpected);
  });

  it('has nothing to refuse with no problem', () => {
    expect(() => refused([])).toThrow();
  });
});
