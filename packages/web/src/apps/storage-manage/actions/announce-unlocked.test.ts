import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../api/client';
import { announceUnlocked } from './announce-unlocked';

const refused = (code: string): CallResult<unknown> => ({ success: false, code, message: code, data: null });
const taken: CallResult<unknown> = { success: true, code: 200, message: '', data: {} };

describe('announceUnlocked (STOR-UNL-01)', () => {
  it('sends the event every second until the daemon takes it', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(refused('C107002'))
      .mockResolvedValueOnce(refused('C107002'))
      .mockResolvedValue(taken);
    const wait = vi.fn(async () => undefined);
    await expect(announceUnlocked('pool-1', { send, wait })).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('stops at a refusal no retry changes', async () => {
    const send = vi.fn().mockResolvedValue(refused('C107001'));
    const wait = vi.fn(async () => undefined);
    await expect(announceUnlocked('pool-1', { send, wait })).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
