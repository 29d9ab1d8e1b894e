import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { LoginResult } from '@coffer/contract';
import { emitFailureReaction, onFailureReaction } from '../api/failure-reactions';
import { useSessionStore } from '../session/session-store';
import { testSession } from '../shell/test/signed-in';
import { useAntdLayersNeeded } from './use-antd-layers-needed';

const sessionWith = (token: string): LoginResult => ({ ...testSession, token });

/** Long enough for the idle wait (a timer where the test browser has no idle callback). */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('when the antd layers load', () => {
  afterEach(() => act(() => useSessionStore.getState().clear()));

  it('waits for the signed-in page to have drawn, not for the session alone', async () => {
    act(() => useSessionStore.getState().signIn(sessionWith('tok-1'), false));
    const { result } = renderHook(() => useAntdLayersNeeded());
    await idle();
    expect(result.current.needed).toBe(false);

    act(() => result.current.pageDrawn('tok-1'));
    await waitFor(() => expect(result.current.needed).toBe(true));
  });

  it('waits again for the page of a new session', async () => {
    act(() => useSessionStore.getState().signIn(sessionWith('tok-1'), false));
    const { result } = renderHook(() => useAntdLayersNeeded());
    act(() => result.current.pageDrawn('tok-1'));
    await waitFor(() => expect(result.current.needed).toBe(true));

    act(() => useSessionStore.getState().signIn(sessionWith('tok-2'), false));
    expect(result.current.needed).toBe(false);
    act(() => result.current.pageDrawn('tok-2'));
    await waitFor(() => expect(result.current.needed).toBe(true));
  });

  it('loads at once when a failed call needs its toast', () => {
    const { result } = renderHook(() => useAntdLayersNeeded());
    expect(result.current.needed).toBe(false);
    act(() =>
      emitFailureReaction(
        { kind: 'toast', text: 'boom' },
        { success: false, code: 500, message: 'boom', data: null },
      ),
    );
    expect(result.current.needed).toBe(true);
    // The bridge the layers bring takes the waiting reaction.
    const seen: string[] = [];
    onFailureReaction((reaction) => seen.push(reaction.kind))();
    expect(seen).toEqual(['toast']);
  });
});
