import { describe, expect, it } from 'vitest';
import { takeUpPlan } from './take-up-plan.js';

describe('takeUpPlan', () => {
  it.each([
    ['balance', 'never', 'idle', 'expansion'],
    ['balance', 'never', 'running', 'expansion'],
    ['balance', 'finished', 'paused', 'expansion'],
    ['replace', 'running', 'idle', 'repair'],
    ['replace', 'finished', 'running', 'repair'],
    ['replace', 'never', 'idle', 'repair'],
    ['migrate', 'running', 'idle', 'migration'],
    ['migrate', 'finished', 'idle', 'migration'],
    ['migrate', 'canceled', 'idle', 'migration'],
    [undefined, 'running', 'idle', 'repair'],
    [undefined, 'suspended', 'idle', 'repair'],
    [undefined, 'finished', 'running', 'balance'],
    [undefined, 'never', 'paused', 'balance'],
    [undefined, 'finished', 'idle', null],
    [undefined, 'canceled', 'idle', null],
  ] as const)('job %s, replace %s, balance %s: %s', (job, replace, balance, plan) => {
    expect(takeUpPlan(job, replace, balance)).toBe(plan);
  });
});
