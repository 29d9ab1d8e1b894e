import { describe, expect, it } from 'vitest';
import { parseBalanceResult, parseBalanceStatus } from './parse-balance-status.js';
import { recordedOutput } from './recorded-output.js';

describe('parseBalanceStatus', () => {
  it('reads an idle pool', () => {
    expect(parseBalanceStatus(recordedOutput('balance-status-idle').output)).toMatchObject({
      state: 'idle',
      completed: null,
    });
  });

  it('reads a running balance and its progress', () => {
    const recorded = recordedOutput('balance-status-running');
    expect(recorded.exitCode).toBe(1);
    const status = parseBalanceStatus(recorded.output)!;
    expect(status).toMatchObject({ state: 'running', requested: null });
    expect(status.expected).toBeGreaterThan(0);
    expect(status.completed).toBeLessThanOrEqual(status.expected!);
    expect(status.considered).toBeGreaterThanOrEqual(status.completed!);
    expect(status.percentLeft).toBeGreaterThan(0);
  });

  it('reads a paused balance', () => {
    const status = parseBalanceStatus(recordedOutput('balance-status-paused').output)!;
    expect(status.state).toBe('paused');
    expect(status.percentLeft).toBe(Math.round(100 * (1 - status.completed! / status.expected!)));
  });

  it('reads a cancel that has not yet taken effect', () => {
    const output =
      "Balance on '/mnt/p' is running, cancel requested\n2 out of about 9 chunks balanced (3 considered),  78% left\n";
    expect(parseBalanceStatus(output)).toMatchObject({ state: 'running', requested: 'cancel', completed: 2 });
  });

  it('refuses output it does not know', () => {
    expect(parseBalanceStatus("ERROR: can't access '/nope'")).toBeNull();
  });
});

describe('parseBalanceResult', () => {
  it.each([
    ['balance-start', { outcome: 'done', relocated: expect.any(Number), considered: expect.any(Number) }],
    ['balance-start-convert', { outcome: 'done' }],
    ['balance-resume', { outcome: 'done' }],
    ['balance-start-paused', { outcome: 'paused' }],
    ['balance-start-cancelled', { outcome: 'cancelled' }],
  ])('reads how %s ended', (name, expected) => {
    expect(parseBalanceResult(recordedOutput(name).output)).toMatchObject(expected);
  });
});
