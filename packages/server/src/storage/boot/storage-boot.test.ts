import { describe, expect, it } from 'vitest';
import { bootHoldOf, StorageBoot } from './storage-boot.js';

describe('StorageBoot', () => {
  it('starts attaching, tells every step, then booted', async () => {
    const boot = new StorageBoot();
    const seen: string[] = [];
    boot.onChange((state) => seen.push(state.phase === 'booting' ? state.step : state.phase));
    expect(boot.state).toEqual({ phase: 'booting', step: 'attaching' });
    await boot.enter('mounting');
    await boot.enter('checking');
    await boot.enter('preparing');
    expect(boot.booted).toBe(false);
    boot.done();
    expect(boot.booted).toBe(true);
    expect(seen).toEqual(['mounting', 'checking', 'preparing', 'booted']);
  });

  it('keeps a failure’s reason, shortened', () => {
    const boot = new StorageBoot();
    boot.fail('x'.repeat(400));
    expect(boot.state).toEqual({ phase: 'failed', reason: 'x'.repeat(300) });
  });
});

describe('bootHoldOf', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['mounting', undefined],
    ['mounting:15000', { step: 'mounting', ms: 15_000 }],
    ['preparing:999999', { step: 'preparing', ms: 120_000 }],
  ])('reads %s', (value, expected) => {
    expect(bootHoldOf(value)).toEqual(expected);
  });
});
