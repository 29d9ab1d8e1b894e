import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { PasswordEvent, Role } from '@coffer/contract';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { signInAs } from '../../test/sign-in-as';
import type { TFunction } from '../../i18n/i18n';
import { dialogs } from '../dialogs/dialogs';
import { requestReset } from './reset-request';

const POOL = { id: 'pool-a1', name: 'Archive' };
/** The keys stand for their texts. */
const t: TFunction = (key) => key;

describe('the reset of a disk-change pool', () => {
  beforeEach(() => act(() => signInAs(Role.master)));
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks for the risk checkbox first; dismissing it sends nothing', async () => {
    const daemon = installFakeDaemon({ 'POST /zspool/reset': envelope({ id: POOL.id }) });
    const confirm = vi.spyOn(dialogs, 'confirm').mockResolvedValue(false);
    const password = vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(true);
    expect(await requestReset(POOL, t)).toBe('');
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ danger: true, requiredCheckbox: 'overlays.confirm.reset.risk' }),
    );
    expect(password).not.toHaveBeenCalled();
    expect(daemon.seen).toEqual([]);
  });

  it('then the password of the delete; dismissing that sends nothing either', async () => {
    const daemon = installFakeDaemon({ 'POST /zspool/reset': envelope({ id: POOL.id }) });
    vi.spyOn(dialogs, 'confirm').mockResolvedValue({ marked: false, skipped: false });
    const password = vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(false);
    expect(await requestReset(POOL, t)).toBe('');
    expect(password).toHaveBeenCalledWith({ eventName: PasswordEvent.storageDelete });
    expect(daemon.seen).toEqual([]);
  });

  it('resets the pool once both are passed, and answers the daemon’s refusal in its words', async () => {
    let answer = envelope({ id: POOL.id });
    const daemon = installFakeDaemon({ 'POST /zspool/reset': () => answer });
    vi.spyOn(dialogs, 'confirm').mockResolvedValue({ marked: false, skipped: false });
    vi.spyOn(dialogs, 'adminPasswordConfirm').mockResolvedValue(true);
    expect(await requestReset(POOL, t)).toBeNull();
    expect(daemon.seen.find((request) => request.path === '/zspool/reset')?.json).toMatchObject({
      id: POOL.id,
    });

    answer = envelope(null, 'C105002', '此模式不支持该操作');
    expect(await requestReset(POOL, t)).toBe('此模式不支持该操作');
  });
});
