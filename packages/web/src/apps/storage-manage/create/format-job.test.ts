import { describe, expect, it } from 'vitest';
import { failureReason, formatStepIndex, jobOutcome } from './format-job';

describe('formatStepIndex', () => {
  it.each([
    [null, 0],
    [{ state: 'queued', description: '' }, 0],
    [{ state: 'running', description: 'prepare' }, 0],
    [{ state: 'running', description: 'formatting' }, 2],
    [{ state: 'running', description: 'init' }, 3],
    [{ state: 'done', description: 'init' }, 4],
    [{ state: 'running', description: 'done' }, 4],
  ] as const)('%j is at step %i', (job, index) => {
    expect(formatStepIndex(job)).toBe(index);
  });
});

describe('jobOutcome', () => {
  it.each([
    [null, 'running'],
    [{ state: 'queued' }, 'running'],
    [{ state: 'running' }, 'running'],
    [{ state: 'done' }, 'done'],
    [{ state: 'failed' }, 'failed'],
    [{ state: 'cancelled' }, 'cancelled'],
  ] as const)('%j: %s', (job, outcome) => {
    expect(jobOutcome(job)).toBe(outcome);
  });
});

describe('failureReason', () => {
  it.each([
    [
      'a failed command: its own words',
      { errorCode: 'C104005', errorMessage: 'Formatting failed: mkfs.btrfs: device busy' },
      'zh-CN',
      'mkfs.btrfs: device busy',
    ],
    [
      'a catalogue code, worded in the page language',
      { errorCode: 'C104003', errorMessage: 'x' },
      'zh-CN',
      '任务因设备重启而中断',
    ],
    [
      'a catalogue code in English',
      { errorCode: 'C104003', errorMessage: 'x' },
      'en',
      'The task was interrupted by a restart',
    ],
    ['a code the page does not know', { errorCode: 'Z1', errorMessage: 'odd' }, 'en', 'odd'],
    ['nothing said', { errorCode: null, errorMessage: null }, 'en', null],
  ] as const)('%s', (_, job, lang, reason) => {
    expect(failureReason(job, lang)).toBe(reason);
  });
});
