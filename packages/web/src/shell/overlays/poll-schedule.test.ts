import { describe, expect, it } from 'vitest';
import { ignoresAnswers, pollDue, type PollClock } from './poll-schedule';

const base: PollClock = {
  now: 10_000,
  lastSentAt: 9_000,
  stage: 'mount',
  hidden: false,
  inFlight: false,
  lastFailed: false,
};

describe('pollDue', () => {
  it.each<[string, Partial<PollClock>, boolean]>([
    ['polls at once when nothing was sent yet', { lastSentAt: null, stage: null }, true],
    ['polls every second before the pool is complete', {}, true],
    ['waits within the second', { now: 9_500 }, false],
    ['skips while the page is hidden', { hidden: true }, false],
    ['skips while a poll is unanswered', { inFlight: true }, false],
    ['polls at most every 6 s once complete', { stage: 'complete', now: 13_000 }, false],
    ['polls again 6 s after the last one once complete', { stage: 'complete', now: 15_000 }, true],
    ['a tick a little early still counts', { now: 9_950 }, true],
    [
      'polls every second again after a failure, even once complete',
      { stage: 'complete', lastFailed: true },
      true,
    ],
    [
      'polls every second while an upgrade runs, even once complete',
      { stage: 'complete', upgrading: true },
      true,
    ],
  ])('%s', (_name, change, due) => {
    expect(pollDue({ ...base, ...change })).toBe(due);
  });
});

describe('ignoresAnswers', () => {
  it('keeps answers when no reboot or shutdown began', () => {
    expect(ignoresAnswers(null, 5_000)).toBe(false);
  });
  it('ignores answers for 60 s after a reboot began', () => {
    expect(ignoresAnswers(1_000, 60_999)).toBe(true);
    expect(ignoresAnswers(1_000, 61_000)).toBe(false);
  });
});
