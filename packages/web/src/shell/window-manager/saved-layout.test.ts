import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { signInForTest } from '../test/signed-in';
import { useSessionStore } from '../../session/session-store';
import { LAYOUT_SAVE_DELAY_MS, loadLayout, scheduleLayoutSave } from './saved-layout';

const rect = { left: 10, top: 20, width: 900, height: 600 };

describe('the saved window layout', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps only the well-formed places of a stored layout', async () => {
    signInForTest();
    const stored = { myAccount: rect, broken: { left: 'x' }, partial: { left: 1, top: 2 } };
    installFakeDaemon({ 'POST /kv/load': envelope({ value: JSON.stringify(stored) }) });
    expect(await loadLayout()).toEqual({ myAccount: rect });
  });

  it('reads nothing stored, unreadable text or a failed load as no layout', async () => {
    signInForTest();
    for (const answer of [
      envelope({ value: null }),
      envelope({ value: '{not json' }),
      envelope(null, 'C112001', 'x'),
    ]) {
      installFakeDaemon({ 'POST /kv/load': answer });
      expect(await loadLayout()).toEqual({});
    }
  });

  it('writes the layout once, after the last change of a burst', async () => {
    signInForTest();
    vi.useFakeTimers();
    const { seen } = installFakeDaemon({ 'POST /kv/create': envelope(null) });
    scheduleLayoutSave({ a: rect });
    scheduleLayoutSave({ myAccount: rect });
    await vi.advanceTimersByTimeAsync(LAYOUT_SAVE_DELAY_MS);
    const writes = seen.filter((request) => request.path === '/kv/create');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.form?.get('k')).toBe('desktopWindows');
    expect(JSON.parse(writes[0]?.form?.get('v') ?? '')).toEqual({ myAccount: rect });
  });
});
