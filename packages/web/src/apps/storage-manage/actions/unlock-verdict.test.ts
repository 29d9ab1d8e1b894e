import { describe, expect, it } from 'vitest';
import type { CallResult } from '../../../api/client';
import { hintVerdict, mountFailureKind, unlockVerdict } from './unlock-verdict';

const fail = (code: string | number, data: unknown = null, message = 'refused'): CallResult<never> => ({
  success: false,
  code,
  message,
  data,
});
const ok = <T>(data: T): CallResult<T> => ({ success: true, code: 200, message: '', data });

describe('unlockVerdict (STOR-UNL-02)', () => {
  it.each<[string, CallResult<unknown>, ReturnType<typeof unlockVerdict>]>([
    ['a success', ok({ id: 'p', lock: 0 }), { kind: 'unlocked' }],
    ['a wrong password with tries left', fail('N300147', { remaining: 3 }), { kind: 'wrong', remaining: 3 }],
    ['a wrong password without a count', fail('N300147'), { kind: 'wrong', remaining: 0 }],
    ['a negative count', fail('N300147', { remaining: -2 }), { kind: 'wrong', remaining: 0 }],
    ['too many wrong passwords', fail('N300148'), { kind: 'exhausted' }],
    ['another refusal', fail('C107001', null, 'not encrypted'), { kind: 'failed', message: 'not encrypted' }],
  ])('%s', (_name, result, verdict) => {
    expect(unlockVerdict(result)).toEqual(verdict);
  });
});

describe('hintVerdict (STOR-UNL-03)', () => {
  it.each<[string, CallResult<{ prompt: string }>, ReturnType<typeof hintVerdict>]>([
    ['a hint', ok({ prompt: 'the dog' }), { kind: 'hint', text: 'the dog' }],
    ['an empty hint', ok({ prompt: '' }), { kind: 'noneSet' }],
    ['none set', fail('N300150'), { kind: 'noneSet' }],
    ['any other failure', fail(504), { kind: 'unavailable' }],
  ])('%s', (_name, result, verdict) => {
    expect(hintVerdict(result)).toEqual(verdict);
  });
});

describe('mountFailureKind (STOR-UNL-06)', () => {
  it.each<[CallResult<unknown>, string]>([
    [ok({ id: 'p', has_mount: 1 }), 'mounted'],
    [fail(504), 'timeout'],
    [fail(500), 'timeout'],
    [fail('C104006'), 'failed'],
  ])('%j is %s', (result, kind) => {
    expect(mountFailureKind(result)).toBe(kind);
  });
});
