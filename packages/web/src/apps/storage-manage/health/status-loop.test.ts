import { describe, expect, it } from 'vitest';
import {
  afterStart,
  afterStatus,
  HEALTH_STATUS_MAX_FAILURES,
  LOOP_START,
  type LoopState,
  type StatusOutcome,
} from './status-loop';

const fail: StatusOutcome = { ok: false, message: 'timed out' };
const running: StatusOutcome = { ok: true, running: true };
const finished: StatusOutcome = { ok: true, running: false };

function run(outcomes: readonly StatusOutcome[], from: LoopState = afterStart()): LoopState {
  return outcomes.reduce(afterStatus, from);
}

describe('afterStatus', () => {
  it('waits while the check runs and ends when it no longer does', () => {
    expect(run([running, running]).phase).toBe('running');
    expect(run([running, finished]).phase).toBe('done');
  });

  it('gives up with the error after 15 failures in a row', () => {
    expect(HEALTH_STATUS_MAX_FAILURES).toBe(15);
    const state = run(Array<StatusOutcome>(15).fill(fail));
    expect(state).toEqual({ phase: 'failed', failures: 15, error: 'timed out' });
  });

  it('keeps waiting after 14 failures in a row', () => {
    expect(run(Array<StatusOutcome>(14).fill(fail))).toMatchObject({ phase: 'running', failures: 14 });
  });

  it('counts failures only in a row: an answer starts the count again', () => {
    const outcomes = [
      ...Array<StatusOutcome>(14).fill(fail),
      running,
      ...Array<StatusOutcome>(14).fill(fail),
    ];
    expect(run(outcomes)).toMatchObject({ phase: 'running', failures: 14 });
  });

  it('follows a check found running when the dialog opens', () => {
    expect(run([running], LOOP_START).phase).toBe('running');
  });

  it('stays idle when the first status finds nothing running, or cannot be read', () => {
    expect(run([finished], LOOP_START)).toEqual(LOOP_START);
    expect(run([fail], LOOP_START)).toEqual(LOOP_START);
  });

  it('does not count failures once the loop has given up', () => {
    const failed = run(Array<StatusOutcome>(15).fill(fail));
    expect(afterStatus(failed, fail)).toBe(failed);
  });
});
